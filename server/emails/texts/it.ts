import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Italian (translated from en.ts; {{placeholders}} kept). */
const it: EmailTexts = {
  greeting: 'Ciao {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Pagamento ricevuto per la prenotazione {{reference}}',
    body: 'Abbiamo ricevuto {{amount}} per {{what}} della prenotazione {{reference}} ({{dates}}).\n\nLa tua prenotazione: {{link}}',
  },
  what: { balance: 'il saldo', insurance: 'l’assicurazione', change: 'la modifica' },
  balanceReminder: {
    subject: 'Saldo della prenotazione {{reference}} da pagare entro il {{date}}',
    body: 'Il saldo della tua prenotazione {{reference}} ({{product}}, {{dates}}) è di {{amount}}, da pagare entro il {{date}}.\nPagalo qui: {{link}}\n\nSe dopo il {{lastDay}} non risulta ancora pagato, la prenotazione verrà annullata secondo le sue condizioni di cancellazione.',
  },
  cancelled: {
    subject: 'Prenotazione {{reference}} annullata',
    tenantBody: 'La prenotazione {{reference}} ({{product}}, {{dates}}) è stata annullata da {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'La prenotazione {{reference}} ({{product}}, {{dates}}) è stata annullata da {{who}}. Le date sono di nuovo libere nel tuo calendario.\n\n{{link}}',
    refundYes: 'Ti rimborsiamo {{amount}} sulla tua carta.',
    refundNo: 'In base alle condizioni di cancellazione, non è previsto alcun rimborso.',
    byTenant: '{{name}} (locatario)',
    byOwner: '{{name}} (proprietario)',
    bySystem: 'Seaway, perché il saldo non è stato pagato in tempo',
  },
  newMessage: {
    subject: 'Nuovo messaggio da {{name}} su {{product}}',
    body: '{{name}} ti ha scritto a proposito di {{product}}:\n\n{{text}}\n\nRispondi: {{link}}',
  },
  reviewRequest: {
    subject: 'Com’è andata la tua uscita? ({{reference}})',
    body: 'Speriamo che la tua uscita ti sia piaciuta. Racconta ai prossimi locatari com’è andata: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'La tua prenotazione {{reference}} è confermata',
    tenantSubjectRequest: 'La tua richiesta di prenotazione {{reference}}',
    tenantConfirmed: 'La tua prenotazione di {{product}} è confermata.',
    tenantRequest: 'La tua richiesta di prenotazione per {{product}} è stata inviata al proprietario, che risponderà entro il {{deadline}}. Se la richiesta viene rifiutata, riceverai il rimborso completo.',
    tenantRequestSoon: 'La tua richiesta di prenotazione per {{product}} è stata inviata al proprietario, che risponderà a breve. Se la richiesta viene rifiutata, riceverai il rimborso completo.',
    reference: 'Riferimento: {{reference}}',
    dates: 'Date: {{dates}}',
    people: 'Persone: {{people}}',
    paidNow: 'Pagato ora: {{amount}}',
    balanceLater: 'Saldo da pagare online in seguito: {{amount}}',
    harbour: 'Da pagare al porto: {{amount}}',
    yourBooking: 'La tua prenotazione: {{link}}',
    ownerSubjectBooking: 'Nuova prenotazione {{reference}}: {{product}}',
    ownerSubjectRequest: 'Nuova richiesta di prenotazione {{reference}}: {{product}}',
    ownerBooked: '{{name}} ha prenotato {{product}}.',
    ownerAsks: '{{name}} chiede di prenotare {{product}}.',
    paidByTenant: 'Pagato online dal locatario: {{amount}}',
    answerBefore: 'Accetta o rifiuta la richiesta entro il {{deadline}}.',
    answerSoon: 'Accetta o rifiuta la richiesta.',
    conversations: 'Le tue conversazioni: {{link}}',
  },
  modification: {
    subject: 'La tua richiesta di modifica della prenotazione {{reference}}',
    declined: 'Il proprietario ha rifiutato la tua richiesta di modifica; la tua prenotazione resta invariata.',
    accepted: 'Il proprietario ha accettato la tua richiesta di modifica. Paga la differenza per applicarla: {{link}}',
    applied: 'Il proprietario ha accettato la tua richiesta di modifica: la tua prenotazione ha ora le nuove date.',
  },
};

export default it;
