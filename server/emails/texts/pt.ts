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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Convite de {{owner}} para a equipa na Seaway',
    inviteBody: '{{owner}} convida-o a partilhar a caixa de mensagens da frota na Seaway: vai ler e responder aos pedidos e mensagens dos locatários sobre os barcos e acompanhar os contactos que lhe forem atribuídos.\n\nInicie sessão (ou crie uma conta) com este endereço de email, {{email}}, e aceite o convite: {{link}}',
    signedFor: '{{name}} em nome de {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Reserva {{reference}} confirmada pelo proprietário',
    tenantAccepted: '{{name}} aceitou o seu pedido de reserva de {{product}} ({{dates}}): a sua reserva está confirmada. O valor de {{amount}} retido no seu cartão foi agora cobrado.\n\nA sua reserva: {{link}}',
    ownerAccepted: 'Aceitou o pedido de reserva {{reference}} de {{product}} ({{dates}}). O valor de {{amount}} retido no cartão do arrendatário foi cobrado.\n\nA reserva: {{link}}',
    declinedSubject: 'Pedido de reserva {{reference}} recusado',
    tenantDeclined: 'O proprietário recusou o seu pedido de reserva de {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nA sua reserva: {{link}}',
    ownerDeclined: 'Recusou o pedido de reserva {{reference}} de {{product}} ({{dates}}). As datas voltam a estar livres no seu calendário e o arrendatário recebe o dinheiro de volta.\n\nA reserva: {{link}}',
    ownerMessage: 'Mensagem do proprietário: «{{reason}}»',
    expiredSubject: 'Pedido de reserva {{reference}} expirado',
    tenantExpired: 'O proprietário não respondeu a tempo ao seu pedido de reserva de {{product}} ({{dates}}), por isso expirou.\n{{refund}}\n\nA sua reserva: {{link}}',
    ownerExpired: 'O pedido de reserva {{reference}} de {{product}} ({{dates}}) expirou sem resposta. As datas voltam a estar livres no seu calendário e o arrendatário recebe o dinheiro de volta.\n\nA reserva: {{link}}',
    released: 'O valor de {{amount}} retido no seu cartão foi libertado; desaparece do seu extrato dentro de alguns dias.',
    paidBack: 'Vamos devolver {{amount}} ao seu cartão.',
  },
  push: {
    newRequestTitle: 'Novo pedido de reserva',
    newRequestBody: '{{name}} quer reservar {{product}} ({{dates}}). Responda antes de {{deadline}}.',
    newBookingTitle: 'Nova reserva',
    newBookingBody: '{{name}} reservou {{product}} ({{dates}}).',
    newMessageTitle: 'Mensagem de {{name}}',
    newMessageBody: 'Sobre {{product}}: {{text}}',
    cancelledTitle: 'Reserva {{reference}} cancelada',
    cancelledBody: '{{product}} ({{dates}}) volta a estar livre no seu calendário.',
  },
  econtract: {
    checkIn: 'contrato de entrega',
    checkOut: 'contrato de devolução',
    signedSubject: 'O seu {{document}} da reserva {{reference}} está assinado',
    signedBody: 'O {{document}} de {{product}} ({{dates}}) foi assinado em {{date}} por {{owner}} (proprietário) e {{tenant}} (locatário).\nO seu conteúdo fica registado e não pode ser alterado; a sua impressão digital (SHA-256) é:\n{{hash}}\n\nVer ou imprimir: {{link}}',
    claimSubject: 'Pedido de indemnização por danos na reserva {{reference}}',
    claimBody: 'Na devolução, {{owner}} assinalou um novo dano em {{product}} e pede {{amount}} da sua caução de {{deposit}}. A nossa equipa analisa o pedido com o contrato assinado e as suas fotos e depois informa-o da decisão.\n\nO contrato de devolução: {{link}}',
    smsCode: 'Seaway: {{code}} é o seu código para confirmar o {{document}} da reserva {{reference}}. Expira em 10 minutos.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'Seaway (a nossa equipa)',
    refundNone: 'Não há lugar a reembolso.',
    refundSubject: 'Reembolso da reserva {{reference}}',
    refundBody: 'Estamos a devolver {{amount}} ao seu cartão pela reserva {{reference}} ({{product}}, {{dates}}). O valor chega à sua conta dentro de alguns dias.\n\nA sua reserva: {{link}}',
    datesSubject: 'Novas datas para a reserva {{reference}}',
    datesTenantBody: 'A equipa da Seaway alterou as datas da sua reserva {{reference}} de {{product}}: antes {{oldDates}}, agora {{dates}}. O preço não muda.\n\nA sua reserva: {{link}}',
    datesOwnerBody: 'A equipa da Seaway alterou as datas da reserva {{reference}} de {{product}}: antes {{oldDates}}, agora {{dates}}. O seu calendário mostra as novas datas; o preço não muda.\n\nA reserva: {{link}}',
  },
  damageDecision: {
    subject: 'Decisão sobre o pedido de indemnização da reserva {{reference}}',
    tenantBody: 'A nossa equipa analisou o pedido de indemnização feito por {{owner}} no check-out de {{product}} (reserva {{reference}}), com os dois contratos assinados e as suas fotos.\n\nDecisão: da sua caução de {{deposit}}, {{owner}} fica com {{granted}} ({{claimed}} pedidos) e {{released}} é-lhe devolvido.\nNota da nossa equipa: {{note}}\n\nO contrato de check-out: {{link}}',
    ownerBody: 'A nossa equipa analisou o pedido de indemnização que fez no check-out de {{product}} (reserva {{reference}}), com os dois contratos assinados e as suas fotos.\n\nDecisão: da caução de {{deposit}}, fica com {{granted}} ({{claimed}} pedidos) e devolve {{released}} a {{tenant}}.\nNota da nossa equipa: {{note}}\n\nO contrato de check-out: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'O seu anúncio «{{product}}» foi pausado pela nossa equipa',
    pausedBody: 'A nossa equipa pausou o seu anúncio «{{product}}»: os inquilinos já não o encontram na pesquisa.\n\nMotivo: {{reason}}\n\nDepois de o rever, pode publicá-lo novamente a partir dos seus anúncios: {{link}}',
    rejectedSubject: 'O seu anúncio «{{product}}» não foi aceite',
    rejectedBody: 'A nossa equipa analisou o seu anúncio «{{product}}» e não o pôde aceitar tal como está: já não é mostrado aos inquilinos.\n\nMotivo: {{reason}}\n\nEdite o seu anúncio e publique-o novamente: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Barcos escolhidos para si, {{dates}}',
    body: 'A nossa equipa escolheu {{count}} barcos para a sua viagem, {{dates}}, para {{people}} pessoas:\n\n{{items}}\n{{message}}\nVeja-os e reserve o que preferir (aos preços desta seleção): {{link}}',
    item: '- {{boat}} em {{harbour}}: {{price}}',
    message: 'Uma mensagem da nossa equipa:\n{{text}}\n',
  },
};

export default pt;
