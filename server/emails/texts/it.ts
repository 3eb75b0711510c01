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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Invito di {{owner}} nel suo team su Seaway',
    inviteBody: '{{owner}} ti invita a condividere la casella dei messaggi della sua flotta su Seaway: leggerai e risponderai alle richieste e ai messaggi dei locatari sulle sue barche e seguirai i contatti che ti verranno affidati.\n\nAccedi (o crea un account) con questo indirizzo email, {{email}}, poi accetta l’invito: {{link}}',
    signedFor: '{{name}} per conto di {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Prenotazione {{reference}} confermata dal proprietario',
    tenantAccepted: '{{name}} ha accettato la tua richiesta di prenotazione per {{product}} ({{dates}}): la tua prenotazione è confermata. L’importo di {{amount}} bloccato sulla tua carta è stato ora addebitato.\n\nLa tua prenotazione: {{link}}',
    ownerAccepted: 'Hai accettato la richiesta di prenotazione {{reference}} per {{product}} ({{dates}}). L’importo di {{amount}} bloccato sulla carta del locatario è stato addebitato.\n\nLa prenotazione: {{link}}',
    declinedSubject: 'Richiesta di prenotazione {{reference}} rifiutata',
    tenantDeclined: 'Il proprietario ha rifiutato la tua richiesta di prenotazione per {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nLa tua prenotazione: {{link}}',
    ownerDeclined: 'Hai rifiutato la richiesta di prenotazione {{reference}} per {{product}} ({{dates}}). Le date sono di nuovo libere nel tuo calendario e il locatario viene rimborsato.\n\nLa prenotazione: {{link}}',
    ownerMessage: 'Messaggio del proprietario: «{{reason}}»',
    expiredSubject: 'Richiesta di prenotazione {{reference}} scaduta',
    tenantExpired: 'Il proprietario non ha risposto in tempo alla tua richiesta di prenotazione per {{product}} ({{dates}}), che è quindi scaduta.\n{{refund}}\n\nLa tua prenotazione: {{link}}',
    ownerExpired: 'La richiesta di prenotazione {{reference}} per {{product}} ({{dates}}) è scaduta senza risposta. Le date sono di nuovo libere nel tuo calendario e il locatario viene rimborsato.\n\nLa prenotazione: {{link}}',
    released: 'L’importo di {{amount}} bloccato sulla tua carta è stato sbloccato; sparirà dal tuo estratto conto entro pochi giorni.',
    paidBack: 'Ti rimborsiamo {{amount}} sulla tua carta.',
  },
  push: {
    newRequestTitle: 'Nuova richiesta di prenotazione',
    newRequestBody: '{{name}} vuole prenotare {{product}} ({{dates}}). Rispondi entro il {{deadline}}.',
    newBookingTitle: 'Nuova prenotazione',
    newBookingBody: '{{name}} ha prenotato {{product}} ({{dates}}).',
    newMessageTitle: 'Messaggio da {{name}}',
    newMessageBody: 'Su {{product}}: {{text}}',
    cancelledTitle: 'Prenotazione {{reference}} annullata',
    cancelledBody: '{{product}} ({{dates}}) è di nuovo libero nel tuo calendario.',
  },
  econtract: {
    checkIn: 'contratto di check-in',
    checkOut: 'contratto di check-out',
    signedSubject: 'Il {{document}} della prenotazione {{reference}} è firmato',
    signedBody: 'Il {{document}} di {{product}} ({{dates}}) è stato firmato il {{date}} da {{owner}} (proprietario) e {{tenant}} (locatario).\nIl suo contenuto è registrato e non può più essere modificato; la sua impronta (SHA-256) è:\n{{hash}}\n\nVisualizzalo o stampalo: {{link}}',
    claimSubject: 'Richiesta di risarcimento danni per la prenotazione {{reference}}',
    claimBody: 'Al check-out, {{owner}} ha segnalato un nuovo danno a {{product}} e chiede {{amount}} dal tuo deposito cauzionale di {{deposit}}. Il nostro team esamina la richiesta con il contratto firmato e le sue foto, poi ti comunica la sua decisione.\n\nIl contratto di check-out: {{link}}',
    smsCode: 'Seaway: {{code}} è il tuo codice per confermare il {{document}} della prenotazione {{reference}}. Scade tra 10 minuti.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'Seaway (il nostro team)',
    refundNone: 'Non è previsto alcun rimborso.',
    refundSubject: 'Rimborso per la prenotazione {{reference}}',
    refundBody: 'Ti rimborsiamo {{amount}} sulla carta per la prenotazione {{reference}} ({{product}}, {{dates}}). L’importo arriva sul tuo conto entro pochi giorni.\n\nLa tua prenotazione: {{link}}',
    datesSubject: 'Nuove date per la prenotazione {{reference}}',
    datesTenantBody: 'Il team di Seaway ha spostato la tua prenotazione {{reference}} di {{product}}: prima {{oldDates}}, ora {{dates}}. Il prezzo non cambia.\n\nLa tua prenotazione: {{link}}',
    datesOwnerBody: 'Il team di Seaway ha spostato la prenotazione {{reference}} di {{product}}: prima {{oldDates}}, ora {{dates}}. Il tuo calendario mostra le nuove date; il prezzo non cambia.\n\nLa prenotazione: {{link}}',
  },
  damageDecision: {
    subject: 'Decisione sulla richiesta di risarcimento della prenotazione {{reference}}',
    tenantBody: 'Il nostro team ha esaminato la richiesta di risarcimento presentata da {{owner}} al check-out di {{product}} (prenotazione {{reference}}), con i due contratti firmati e le loro foto.\n\nDecisione: della sua cauzione di {{deposit}}, {{owner}} trattiene {{granted}} ({{claimed}} richiesti) e le vengono restituiti {{released}}.\nNota del nostro team: {{note}}\n\nIl contratto di check-out: {{link}}',
    ownerBody: 'Il nostro team ha esaminato la richiesta di risarcimento che ha presentato al check-out di {{product}} (prenotazione {{reference}}), con i due contratti firmati e le loro foto.\n\nDecisione: della cauzione di {{deposit}}, lei trattiene {{granted}} ({{claimed}} richiesti) e restituisce {{released}} a {{tenant}}.\nNota del nostro team: {{note}}\n\nIl contratto di check-out: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Il tuo annuncio «{{product}}» è stato sospeso dal nostro team',
    pausedBody: 'Il nostro team ha sospeso il tuo annuncio «{{product}}»: gli inquilini non lo trovano più nella ricerca.\n\nMotivo: {{reason}}\n\nDopo averlo controllato, puoi pubblicarlo di nuovo dai tuoi annunci: {{link}}',
    rejectedSubject: 'Il tuo annuncio «{{product}}» non è stato accettato',
    rejectedBody: 'Il nostro team ha esaminato il tuo annuncio «{{product}}» e non ha potuto accettarlo così com’è: non viene più mostrato agli inquilini.\n\nMotivo: {{reason}}\n\nModifica il tuo annuncio e pubblicalo di nuovo: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Barche scelte per te, {{dates}}',
    body: 'Il nostro team ha scelto {{count}} barche per il tuo viaggio, {{dates}}, per {{people}} persone:\n\n{{items}}\n{{message}}\nGuardale e prenota quella che preferisci (ai prezzi di questa selezione): {{link}}',
    item: '- {{boat}} a {{harbour}}: {{price}}',
    message: 'Un messaggio dal nostro team:\n{{text}}\n',
  },
};

export default it;
