import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Dutch (translated from en.ts; {{placeholders}} kept). */
const nl: EmailTexts = {
  greeting: 'Hallo {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Betaling ontvangen voor boeking {{reference}}',
    body: 'We hebben {{amount}} ontvangen voor {{what}} van boeking {{reference}} ({{dates}}).\n\nJe boeking: {{link}}',
  },
  what: { balance: 'het restbedrag', insurance: 'de verzekering', change: 'de wijziging' },
  balanceReminder: {
    subject: 'Restbedrag van boeking {{reference}} te betalen uiterlijk {{date}}',
    body: 'Het restbedrag van je boeking {{reference}} ({{product}}, {{dates}}) is {{amount}}, te betalen uiterlijk {{date}}.\nBetaal het hier: {{link}}\n\nIs het na {{lastDay}} nog niet betaald, dan wordt de boeking geannuleerd volgens de annuleringsvoorwaarden.',
  },
  cancelled: {
    subject: 'Boeking {{reference}} geannuleerd',
    tenantBody: 'Boeking {{reference}} ({{product}}, {{dates}}) is geannuleerd door {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Boeking {{reference}} ({{product}}, {{dates}}) is geannuleerd door {{who}}. De data zijn weer vrij in je agenda.\n\n{{link}}',
    refundYes: 'We betalen {{amount}} terug op je kaart.',
    refundNo: 'Volgens de annuleringsvoorwaarden wordt er niets terugbetaald.',
    byTenant: '{{name}} (huurder)',
    byOwner: '{{name}} (eigenaar)',
    bySystem: 'Seaway, omdat het restbedrag niet op tijd is betaald',
  },
  newMessage: {
    subject: 'Nieuw bericht van {{name}} over {{product}}',
    body: '{{name}} heeft je geschreven over {{product}}:\n\n{{text}}\n\nAntwoorden: {{link}}',
  },
  reviewRequest: {
    subject: 'Hoe was je tocht? ({{reference}})',
    body: 'We hopen dat je van je tocht hebt genoten. Vertel de volgende huurders hoe het was: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Je boeking {{reference}} is bevestigd',
    tenantSubjectRequest: 'Je boekingsaanvraag {{reference}}',
    tenantConfirmed: 'Je boeking van {{product}} is bevestigd.',
    tenantRequest: 'Je boekingsaanvraag voor {{product}} is naar de eigenaar gestuurd, die uiterlijk {{deadline}} antwoordt. Wordt de aanvraag geweigerd, dan krijg je het volledige bedrag terug.',
    tenantRequestSoon: 'Je boekingsaanvraag voor {{product}} is naar de eigenaar gestuurd, die binnenkort antwoordt. Wordt de aanvraag geweigerd, dan krijg je het volledige bedrag terug.',
    reference: 'Boekingsnummer: {{reference}}',
    dates: 'Data: {{dates}}',
    people: 'Personen: {{people}}',
    paidNow: 'Nu betaald: {{amount}}',
    balanceLater: 'Restbedrag, later online te betalen: {{amount}}',
    harbour: 'Te betalen in de haven: {{amount}}',
    yourBooking: 'Je boeking: {{link}}',
    ownerSubjectBooking: 'Nieuwe boeking {{reference}}: {{product}}',
    ownerSubjectRequest: 'Nieuwe boekingsaanvraag {{reference}}: {{product}}',
    ownerBooked: '{{name}} heeft {{product}} geboekt.',
    ownerAsks: '{{name}} wil {{product}} boeken.',
    paidByTenant: 'Online betaald door de huurder: {{amount}}',
    answerBefore: 'Accepteer of weiger de aanvraag uiterlijk {{deadline}}.',
    answerSoon: 'Accepteer of weiger de aanvraag.',
    conversations: 'Je gesprekken: {{link}}',
  },
  modification: {
    subject: 'Je wijzigingsverzoek voor boeking {{reference}}',
    declined: 'De eigenaar heeft je wijzigingsverzoek geweigerd; je boeking blijft ongewijzigd.',
    accepted: 'De eigenaar heeft je wijzigingsverzoek geaccepteerd. Betaal het verschil om de wijziging door te voeren: {{link}}',
    applied: 'De eigenaar heeft je wijzigingsverzoek geaccepteerd: je boeking staat nu op de nieuwe data.',
  },
};

export default nl;
