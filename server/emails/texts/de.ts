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
};

export default de;
