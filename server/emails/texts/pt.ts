import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in European Portuguese (translated from en.ts; {{placeholders}} kept). */
const pt: EmailTexts = {
  greeting: 'Olá {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Pagamento recebido para a reserva {{reference}}',
    body: 'Recebemos o pagamento de {{amount}} relativo {{what}} da reserva {{reference}} ({{dates}}).\n\nA sua reserva: {{link}}',
  },
  what: { balance: 'ao saldo', insurance: 'ao seguro', change: 'à alteração' },
  balanceReminder: {
    subject: 'Saldo da reserva {{reference}} a pagar até {{date}}',
    body: 'O saldo da sua reserva {{reference}} ({{product}}, {{dates}}) é de {{amount}}, a pagar até {{date}}.\nPague aqui: {{link}}\n\nSe continuar por pagar depois de {{lastDay}}, a reserva será cancelada de acordo com a política de cancelamento aplicável.',
  },
  cancelled: {
    subject: 'Reserva {{reference}} cancelada',
    tenantBody: 'A reserva {{reference}} ({{product}}, {{dates}}) foi cancelada por {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'A reserva {{reference}} ({{product}}, {{dates}}) foi cancelada por {{who}}. As datas voltaram a ficar livres no seu calendário.\n\n{{link}}',
    refundYes: 'Vamos devolver {{amount}} ao seu cartão.',
    refundNo: 'De acordo com a política de cancelamento, não há lugar a reembolso.',
    byTenant: '{{name}} (arrendatário)',
    byOwner: '{{name}} (proprietário)',
    bySystem: 'Seaway, porque o saldo não foi pago a tempo',
  },
  newMessage: {
    subject: 'Nova mensagem de {{name}} sobre {{product}}',
    body: '{{name}} enviou-lhe uma mensagem sobre {{product}}:\n\n{{text}}\n\nResponder: {{link}}',
  },
  reviewRequest: {
    subject: 'Como correu o seu passeio? ({{reference}})',
    body: 'Esperamos que tenha gostado do seu passeio. Conte aos próximos arrendatários como correu: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'A sua reserva {{reference}} está confirmada',
    tenantSubjectRequest: 'O seu pedido de reserva {{reference}}',
    tenantConfirmed: 'A sua reserva de {{product}} está confirmada.',
    tenantRequest: 'O seu pedido de reserva de {{product}} foi enviado ao proprietário, que responderá até {{deadline}}. Se o pedido for recusado, o valor pago é-lhe reembolsado na totalidade.',
    tenantRequestSoon: 'O seu pedido de reserva de {{product}} foi enviado ao proprietário, que responderá em breve. Se o pedido for recusado, o valor pago é-lhe reembolsado na totalidade.',
    reference: 'Referência: {{reference}}',
    dates: 'Datas: {{dates}}',
    people: 'Pessoas: {{people}}',
    paidNow: 'Pago agora: {{amount}}',
    balanceLater: 'Saldo a pagar online mais tarde: {{amount}}',
    harbour: 'A pagar no porto: {{amount}}',
    yourBooking: 'A sua reserva: {{link}}',
    ownerSubjectBooking: 'Nova reserva {{reference}}: {{product}}',
    ownerSubjectRequest: 'Novo pedido de reserva {{reference}}: {{product}}',
    ownerBooked: '{{name}} reservou {{product}}.',
    ownerAsks: '{{name}} pede para reservar {{product}}.',
    paidByTenant: 'Pago online pelo arrendatário: {{amount}}',
    answerBefore: 'Aceite ou recuse o pedido até {{deadline}}.',
    answerSoon: 'Aceite ou recuse o pedido.',
    conversations: 'As suas conversas: {{link}}',
  },
  modification: {
    subject: 'O seu pedido de alteração da reserva {{reference}}',
    declined: 'O proprietário recusou o seu pedido de alteração; a sua reserva mantém-se como estava.',
    accepted: 'O proprietário aceitou o seu pedido de alteração. Pague a diferença para a aplicar: {{link}}',
    applied: 'O proprietário aceitou o seu pedido de alteração: a sua reserva já tem as novas datas.',
  },
};

export default pt;
