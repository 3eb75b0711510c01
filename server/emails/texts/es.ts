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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Invitación de {{owner}} a su equipo en Seaway',
    inviteBody: '{{owner}} te invita a compartir la bandeja de entrada de su flota en Seaway: leerás y responderás las consultas y los mensajes de los arrendatarios sobre sus barcos, y atenderás los clientes potenciales que te asignen.\n\nInicia sesión (o crea una cuenta) con esta dirección de correo, {{email}}, y acepta la invitación: {{link}}',
    signedFor: '{{name}} en nombre de {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Reserva {{reference}} confirmada por el propietario',
    tenantAccepted: '{{name}} ha aceptado tu solicitud de reserva de {{product}} ({{dates}}): tu reserva está confirmada. Ya se ha cobrado el importe de {{amount}} retenido en tu tarjeta.\n\nTu reserva: {{link}}',
    ownerAccepted: 'Has aceptado la solicitud de reserva {{reference}} de {{product}} ({{dates}}). Se ha cobrado el importe de {{amount}} retenido en la tarjeta del arrendatario.\n\nLa reserva: {{link}}',
    declinedSubject: 'Solicitud de reserva {{reference}} rechazada',
    tenantDeclined: 'El propietario ha rechazado tu solicitud de reserva de {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nTu reserva: {{link}}',
    ownerDeclined: 'Has rechazado la solicitud de reserva {{reference}} de {{product}} ({{dates}}). Las fechas vuelven a estar libres en tu calendario y el arrendatario recupera su dinero.\n\nLa reserva: {{link}}',
    ownerMessage: 'Mensaje del propietario: «{{reason}}»',
    expiredSubject: 'Solicitud de reserva {{reference}} caducada',
    tenantExpired: 'El propietario no respondió a tiempo a tu solicitud de reserva de {{product}} ({{dates}}), así que ha caducado.\n{{refund}}\n\nTu reserva: {{link}}',
    ownerExpired: 'La solicitud de reserva {{reference}} de {{product}} ({{dates}}) ha caducado sin respuesta. Las fechas vuelven a estar libres en tu calendario y el arrendatario recupera su dinero.\n\nLa reserva: {{link}}',
    released: 'El importe de {{amount}} retenido en tu tarjeta queda liberado; desaparecerá de tu extracto en unos días.',
    paidBack: 'Te devolvemos {{amount}} en tu tarjeta.',
  },
  push: {
    newRequestTitle: 'Nueva solicitud de reserva',
    newRequestBody: '{{name}} quiere reservar {{product}} ({{dates}}). Responde antes del {{deadline}}.',
    newBookingTitle: 'Nueva reserva',
    newBookingBody: '{{name}} ha reservado {{product}} ({{dates}}).',
    newMessageTitle: 'Mensaje de {{name}}',
    newMessageBody: 'Sobre {{product}}: {{text}}',
    cancelledTitle: 'Reserva {{reference}} cancelada',
    cancelledBody: '{{product}} ({{dates}}) vuelve a estar libre en tu calendario.',
  },
  econtract: {
    checkIn: 'contrato de entrega',
    checkOut: 'contrato de devolución',
    signedSubject: 'Su {{document}} de la reserva {{reference}} está firmado',
    signedBody: 'El {{document}} de {{product}} ({{dates}}) fue firmado el {{date}} por {{owner}} (propietario) y {{tenant}} (arrendatario).\nSu contenido queda registrado y no puede modificarse; su huella (SHA-256) es:\n{{hash}}\n\nVerlo o imprimirlo: {{link}}',
    claimSubject: 'Reclamación por daños en la reserva {{reference}}',
    claimBody: 'En la devolución, {{owner}} señaló un daño nuevo en {{product}} y reclama {{amount}} de su fianza de {{deposit}}. Nuestro equipo revisa la reclamación con el contrato firmado y sus fotos y le comunicará su decisión.\n\nEl contrato de devolución: {{link}}',
    smsCode: 'Seaway: {{code}} es su código para confirmar el {{document}} de la reserva {{reference}}. Caduca en 10 minutos.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'el equipo de Seaway',
    refundNone: 'No se reembolsa nada.',
    refundSubject: 'Reembolso de la reserva {{reference}}',
    refundBody: 'Le devolvemos {{amount}} a su tarjeta por la reserva {{reference}} ({{product}}, {{dates}}). El importe llegará a su cuenta en unos días.\n\nSu reserva: {{link}}',
    datesSubject: 'Nuevas fechas para la reserva {{reference}}',
    datesTenantBody: 'El equipo de Seaway ha cambiado las fechas de su reserva {{reference}} de {{product}}: antes {{oldDates}}, ahora {{dates}}. El precio no cambia.\n\nSu reserva: {{link}}',
    datesOwnerBody: 'El equipo de Seaway ha cambiado las fechas de la reserva {{reference}} de {{product}}: antes {{oldDates}}, ahora {{dates}}. Su calendario muestra las nuevas fechas; el precio no cambia.\n\nLa reserva: {{link}}',
  },
  damageDecision: {
    subject: 'Decisión sobre la reclamación por daños de la reserva {{reference}}',
    tenantBody: 'Nuestro equipo ha revisado la reclamación por daños que {{owner}} presentó en el check-out de {{product}} (reserva {{reference}}), con los dos contratos firmados y sus fotos.\n\nDecisión: de su fianza de {{deposit}}, {{owner}} se queda con {{granted}} ({{claimed}} reclamados) y se le devuelven {{released}}.\nNota de nuestro equipo: {{note}}\n\nEl contrato de check-out: {{link}}',
    ownerBody: 'Nuestro equipo ha revisado la reclamación por daños que usted presentó en el check-out de {{product}} (reserva {{reference}}), con los dos contratos firmados y sus fotos.\n\nDecisión: de la fianza de {{deposit}}, usted se queda con {{granted}} ({{claimed}} reclamados) y devuelve {{released}} a {{tenant}}.\nNota de nuestro equipo: {{note}}\n\nEl contrato de check-out: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Nuestro equipo ha pausado tu anuncio «{{product}}»',
    pausedBody: 'Nuestro equipo ha pausado tu anuncio «{{product}}»: los inquilinos ya no lo encuentran en la búsqueda.\n\nMotivo: {{reason}}\n\nCuando lo hayas revisado, puedes volver a publicarlo desde tus anuncios: {{link}}',
    rejectedSubject: 'Tu anuncio «{{product}}» no ha sido aceptado',
    rejectedBody: 'Nuestro equipo ha revisado tu anuncio «{{product}}» y no ha podido aceptarlo tal como está: ya no se muestra a los inquilinos.\n\nMotivo: {{reason}}\n\nEdita tu anuncio y vuelve a publicarlo: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Barcos seleccionados para ti, {{dates}}',
    body: 'Nuestro equipo ha seleccionado {{count}} barcos para tu viaje, {{dates}}, para {{people}} personas:\n\n{{items}}\n{{message}}\nMíralos y reserva el que te guste (se aplican los precios de esta selección): {{link}}',
    item: '- {{boat}} en {{harbour}}: {{price}}',
    message: 'Un mensaje de nuestro equipo:\n{{text}}\n',
  },
};

export default es;
