import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in German (translated from en.ts; {{placeholders}} kept). */
const de: EmailTexts = {
  greeting: 'Hallo {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Zahlung für die Buchung {{reference}} erhalten',
    body: 'Wir haben {{amount}} für {{what}} der Buchung {{reference}} ({{dates}}) erhalten.\n\nIhre Buchung: {{link}}',
  },
  what: { balance: 'die Restzahlung', insurance: 'die Versicherung', change: 'die Änderung' },
  balanceReminder: {
    subject: 'Restzahlung für die Buchung {{reference}} am {{date}} fällig',
    body: 'Die Restzahlung für Ihre Buchung {{reference}} ({{product}}, {{dates}}) beträgt {{amount}} und ist am {{date}} fällig.\nHier bezahlen: {{link}}\n\nIst sie nach dem {{lastDay}} noch nicht bezahlt, wird die Buchung gemäß ihren Stornobedingungen storniert.',
  },
  cancelled: {
    subject: 'Buchung {{reference}} storniert',
    tenantBody: 'Die Buchung {{reference}} ({{product}}, {{dates}}) wurde von {{who}} storniert.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Die Buchung {{reference}} ({{product}}, {{dates}}) wurde von {{who}} storniert. Der Zeitraum ist in Ihrem Kalender wieder frei.\n\n{{link}}',
    refundYes: 'Wir erstatten {{amount}} auf Ihre Karte zurück.',
    refundNo: 'Gemäß den Stornobedingungen erfolgt keine Erstattung.',
    byTenant: '{{name}} (Mieter)',
    byOwner: '{{name}} (Eigner)',
    bySystem: 'Seaway (Restzahlung nicht rechtzeitig eingegangen)',
  },
  newMessage: {
    subject: 'Neue Nachricht von {{name}} zu {{product}}',
    body: '{{name}} hat Ihnen zu {{product}} geschrieben:\n\n{{text}}\n\nAntworten: {{link}}',
  },
  reviewRequest: {
    subject: 'Wie war Ihr Törn? ({{reference}})',
    body: 'Wir hoffen, Ihr Törn hat Ihnen gefallen. Erzählen Sie den nächsten Mietern, wie es war: {{link}}',
  },
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Einladung von {{owner}} ins Team auf Seaway',
    inviteBody: '{{owner}} lädt Sie ein, das Postfach der Flotte auf Seaway zu teilen: Sie lesen und beantworten die Anfragen und Nachrichten der Mieter zu den Booten und übernehmen die Interessenten, die Ihnen zugewiesen werden.\n\nMelden Sie sich mit dieser E-Mail-Adresse an (oder erstellen Sie ein Konto): {{email}}. Nehmen Sie dann die Einladung an: {{link}}',
    signedFor: '{{name}} im Auftrag von {{owner}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Ihre Buchung {{reference}} ist bestätigt',
    tenantSubjectRequest: 'Ihre Buchungsanfrage {{reference}}',
    tenantConfirmed: 'Ihre Buchung für {{product}} ist bestätigt.',
    tenantRequest: 'Ihre Buchungsanfrage für {{product}} wurde an den Eigner gesendet. Er antwortet bis spätestens {{deadline}}. Wird die Anfrage abgelehnt, erhalten Sie den vollen Betrag zurück.',
    tenantRequestSoon: 'Ihre Buchungsanfrage für {{product}} wurde an den Eigner gesendet. Er antwortet in Kürze. Wird die Anfrage abgelehnt, erhalten Sie den vollen Betrag zurück.',
    reference: 'Buchungsnummer: {{reference}}',
    dates: 'Zeitraum: {{dates}}',
    people: 'Personen: {{people}}',
    paidNow: 'Bereits bezahlt: {{amount}}',
    balanceLater: 'Restzahlung (später online): {{amount}}',
    harbour: 'Im Hafen zu zahlen: {{amount}}',
    yourBooking: 'Ihre Buchung: {{link}}',
    ownerSubjectBooking: 'Neue Buchung {{reference}}: {{product}}',
    ownerSubjectRequest: 'Neue Buchungsanfrage {{reference}}: {{product}}',
    ownerBooked: '{{name}} hat {{product}} gebucht.',
    ownerAsks: '{{name}} möchte {{product}} buchen.',
    paidByTenant: 'Vom Mieter online bezahlt: {{amount}}',
    answerBefore: 'Bitte nehmen Sie die Anfrage bis {{deadline}} an oder lehnen Sie sie ab.',
    answerSoon: 'Bitte nehmen Sie die Anfrage an oder lehnen Sie sie ab.',
    conversations: 'Ihre Unterhaltungen: {{link}}',
  },
  modification: {
    subject: 'Ihre Änderungsanfrage zur Buchung {{reference}}',
    declined: 'Der Eigner hat Ihre Änderungsanfrage abgelehnt; Ihre Buchung bleibt unverändert.',
    accepted: 'Der Eigner hat Ihre Änderungsanfrage angenommen. Zahlen Sie die Differenz, um die Änderung zu übernehmen: {{link}}',
    applied: 'Der Eigner hat Ihre Änderungsanfrage angenommen: Ihre Buchung gilt jetzt für den neuen Zeitraum.',
  },
  requestAnswer: {
    acceptedSubject: 'Buchung {{reference}} vom Eigner bestätigt',
    tenantAccepted: '{{name}} hat Ihre Buchungsanfrage für {{product}} ({{dates}}) angenommen: Ihre Buchung ist bestätigt. Der auf Ihrer Karte reservierte Betrag von {{amount}} wurde jetzt abgebucht.\n\nIhre Buchung: {{link}}',
    ownerAccepted: 'Sie haben die Buchungsanfrage {{reference}} für {{product}} ({{dates}}) angenommen. Der auf der Karte des Mieters reservierte Betrag von {{amount}} wurde abgebucht.\n\nDie Buchung: {{link}}',
    declinedSubject: 'Buchungsanfrage {{reference}} abgelehnt',
    tenantDeclined: 'Der Eigner hat Ihre Buchungsanfrage für {{product}} ({{dates}}) abgelehnt.\n{{reason}}{{refund}}\n\nIhre Buchung: {{link}}',
    ownerDeclined: 'Sie haben die Buchungsanfrage {{reference}} für {{product}} ({{dates}}) abgelehnt. Die Tage sind in Ihrem Kalender wieder frei, und der Mieter erhält sein Geld zurück.\n\nDie Buchung: {{link}}',
    ownerMessage: 'Nachricht des Eigners: „{{reason}}“',
    expiredSubject: 'Buchungsanfrage {{reference}} abgelaufen',
    tenantExpired: 'Der Eigner hat Ihre Buchungsanfrage für {{product}} ({{dates}}) nicht rechtzeitig beantwortet, daher ist sie abgelaufen.\n{{refund}}\n\nIhre Buchung: {{link}}',
    ownerExpired: 'Die Buchungsanfrage {{reference}} für {{product}} ({{dates}}) ist ohne Antwort abgelaufen. Die Tage sind in Ihrem Kalender wieder frei, und der Mieter erhält sein Geld zurück.\n\nDie Buchung: {{link}}',
    released: 'Der auf Ihrer Karte reservierte Betrag von {{amount}} ist freigegeben; er verschwindet in wenigen Tagen von Ihrer Abrechnung.',
    paidBack: 'Wir erstatten {{amount}} auf Ihre Karte zurück.',
  },
  push: {
    newRequestTitle: 'Neue Buchungsanfrage',
    newRequestBody: '{{name}} möchte {{product}} buchen ({{dates}}). Antworten Sie bis {{deadline}}.',
    newBookingTitle: 'Neue Buchung',
    newBookingBody: '{{name}} hat {{product}} gebucht ({{dates}}).',
    newMessageTitle: 'Nachricht von {{name}}',
    newMessageBody: 'Zu {{product}}: {{text}}',
    cancelledTitle: 'Buchung {{reference}} storniert',
    cancelledBody: '{{product}} ({{dates}}) ist in Ihrem Kalender wieder frei.',
  },
  econtract: {
    checkIn: 'Check-in-Vertrag',
    checkOut: 'Check-out-Vertrag',
    signedSubject: 'Ihr {{document}} für die Buchung {{reference}} ist unterschrieben',
    signedBody: 'Der {{document}} für {{product}} ({{dates}}) wurde am {{date}} von {{owner}} (Eigentümer) und {{tenant}} (Mieter) unterschrieben.\nSein Inhalt ist unveränderbar gespeichert; sein Fingerabdruck (SHA-256) lautet:\n{{hash}}\n\nAnsehen oder drucken: {{link}}',
    claimSubject: 'Schadensforderung zur Buchung {{reference}}',
    claimBody: 'Beim Check-out hat {{owner}} einen neuen Schaden an {{product}} gemeldet und fordert {{amount}} aus Ihrer Kaution von {{deposit}}. Unser Team prüft die Forderung anhand des unterschriebenen Vertrags und seiner Fotos und teilt Ihnen dann seine Entscheidung mit.\n\nDer Check-out-Vertrag: {{link}}',
    smsCode: 'Seaway: {{code}} ist Ihr Code, um den {{document}} der Buchung {{reference}} zu bestätigen. Er läuft in 10 Minuten ab.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'dem Seaway-Team',
    refundNone: 'Es wird nichts erstattet.',
    refundSubject: 'Erstattung für die Buchung {{reference}}',
    refundBody: 'Wir erstatten {{amount}} auf Ihre Karte für die Buchung {{reference}} ({{product}}, {{dates}}). Der Betrag erscheint innerhalb weniger Tage auf Ihrem Konto.\n\nIhre Buchung: {{link}}',
    datesSubject: 'Neue Daten für die Buchung {{reference}}',
    datesTenantBody: 'Das Seaway-Team hat Ihre Buchung {{reference}} von {{product}} verlegt: bisher {{oldDates}}, jetzt {{dates}}. Der Preis bleibt gleich.\n\nIhre Buchung: {{link}}',
    datesOwnerBody: 'Das Seaway-Team hat die Buchung {{reference}} von {{product}} verlegt: bisher {{oldDates}}, jetzt {{dates}}. Ihr Kalender zeigt die neuen Daten; der Preis bleibt gleich.\n\nDie Buchung: {{link}}',
  },
  damageDecision: {
    subject: 'Entscheidung über die Schadensforderung zur Buchung {{reference}}',
    tenantBody: 'Unser Team hat die Schadensforderung geprüft, die {{owner}} beim Check-out von {{product}} (Buchung {{reference}}) gestellt hat, anhand beider unterschriebener Verträge und ihrer Fotos.\n\nEntscheidung: Von Ihrer Kaution von {{deposit}} behält {{owner}} {{granted}} ({{claimed}} gefordert), {{released}} erhalten Sie zurück.\nHinweis unseres Teams: {{note}}\n\nDer Check-out-Vertrag: {{link}}',
    ownerBody: 'Unser Team hat Ihre Schadensforderung beim Check-out von {{product}} (Buchung {{reference}}) geprüft, anhand beider unterschriebener Verträge und ihrer Fotos.\n\nEntscheidung: Von der Kaution von {{deposit}} behalten Sie {{granted}} ({{claimed}} gefordert) und geben {{released}} an {{tenant}} zurück.\nHinweis unseres Teams: {{note}}\n\nDer Check-out-Vertrag: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Ihr Inserat „{{product}}“ wurde von unserem Team pausiert',
    pausedBody: 'Unser Team hat Ihr Inserat „{{product}}“ pausiert: Mieter finden es in der Suche nicht mehr.\n\nGrund: {{reason}}\n\nSobald Sie es geprüft haben, können Sie es in Ihren Inseraten wieder veröffentlichen: {{link}}',
    rejectedSubject: 'Ihr Inserat „{{product}}“ wurde nicht angenommen',
    rejectedBody: 'Unser Team hat Ihr Inserat „{{product}}“ geprüft und konnte es so nicht annehmen: Es wird Mietern nicht mehr angezeigt.\n\nGrund: {{reason}}\n\nBearbeiten Sie Ihr Inserat und veröffentlichen Sie es erneut: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Für Sie ausgewählte Boote, {{dates}}',
    body: 'Unser Team hat {{count}} Boote für Ihre Reise ausgewählt, {{dates}}, für {{people}} Personen:\n\n{{items}}\n{{message}}\nSehen Sie sie sich an und buchen Sie das Boot, das Ihnen gefällt (es gelten die Preise dieser Auswahl): {{link}}',
    item: '- {{boat}} in {{harbour}}: {{price}}',
    message: 'Eine Nachricht unseres Teams:\n{{text}}\n',
  },
};

export default de;
