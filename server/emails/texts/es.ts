import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Spanish (translated from en.ts; {{placeholders}} kept). */
const es: EmailTexts = {
  greeting: 'Hola, {{name}}:',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Pago recibido para la reserva {{reference}}',
    body: 'Hemos recibido {{amount}} por {{what}} de la reserva {{reference}} ({{dates}}).\n\nTu reserva: {{link}}',
  },
  what: { balance: 'el saldo', insurance: 'el seguro', change: 'la modificación' },
  balanceReminder: {
    subject: 'El saldo de la reserva {{reference}} vence el {{date}}',
    body: 'El saldo de tu reserva {{reference}} ({{product}}, {{dates}}) es de {{amount}} y vence el {{date}}.\nPágalo aquí: {{link}}\n\nSi sigue sin pagarse después del {{lastDay}}, la reserva se cancelará según su política de cancelación.',
  },
  cancelled: {
    subject: 'Reserva {{reference}} cancelada',
    tenantBody: 'La reserva {{reference}} ({{product}}, {{dates}}) ha sido cancelada por {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'La reserva {{reference}} ({{product}}, {{dates}}) ha sido cancelada por {{who}}. Las fechas vuelven a estar libres en tu calendario.\n\n{{link}}',
    refundYes: 'Te devolvemos {{amount}} en tu tarjeta.',
    refundNo: 'Según la política de cancelación, no corresponde ningún reembolso.',
    byTenant: '{{name}} (arrendatario)',
    byOwner: '{{name}} (propietario)',
    bySystem: 'Seaway, porque el saldo no se pagó a tiempo',
  },
  newMessage: {
    subject: 'Nuevo mensaje de {{name}} sobre {{product}}',
    body: '{{name}} te ha escrito sobre {{product}}:\n\n{{text}}\n\nResponder: {{link}}',
  },
  reviewRequest: {
    subject: '¿Qué tal tu viaje? ({{reference}})',
    body: 'Esperamos que hayas disfrutado de tu viaje. Cuéntales a los próximos arrendatarios qué tal fue: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Tu reserva {{reference}} está confirmada',
    tenantSubjectRequest: 'Tu solicitud de reserva {{reference}}',
    tenantConfirmed: 'Tu reserva de {{product}} está confirmada.',
    tenantRequest: 'Tu solicitud de reserva de {{product}} se ha enviado al propietario, que responderá antes del {{deadline}}. Si se rechaza la solicitud, se te devolverá el importe íntegro.',
    tenantRequestSoon: 'Tu solicitud de reserva de {{product}} se ha enviado al propietario, que responderá en breve. Si se rechaza la solicitud, se te devolverá el importe íntegro.',
    reference: 'Referencia: {{reference}}',
    dates: 'Fechas: {{dates}}',
    people: 'Personas: {{people}}',
    paidNow: 'Pagado ahora: {{amount}}',
    balanceLater: 'Saldo a pagar en línea más adelante: {{amount}}',
    harbour: 'A pagar en el puerto: {{amount}}',
    yourBooking: 'Tu reserva: {{link}}',
    ownerSubjectBooking: 'Nueva reserva {{reference}}: {{product}}',
    ownerSubjectRequest: 'Nueva solicitud de reserva {{reference}}: {{product}}',
    ownerBooked: '{{name}} ha reservado {{product}}.',
    ownerAsks: '{{name}} quiere reservar {{product}}.',
    paidByTenant: 'Pagado en línea por el arrendatario: {{amount}}',
    answerBefore: 'Acepta o rechaza la solicitud antes del {{deadline}}.',
    answerSoon: 'Acepta o rechaza la solicitud.',
    conversations: 'Tus conversaciones: {{link}}',
  },
  modification: {
    subject: 'Tu solicitud de cambio de la reserva {{reference}}',
    declined: 'El propietario ha rechazado tu solicitud de cambio; tu reserva se queda como estaba.',
    accepted: 'El propietario ha aceptado tu solicitud de cambio. Paga la diferencia para aplicarlo: {{link}}',
    applied: 'El propietario ha aceptado tu solicitud de cambio: tu reserva ya tiene las nuevas fechas.',
  },
};

export default es;
