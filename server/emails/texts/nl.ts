import type { EmailTexts } from '../email-texts';

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
  modification: {
    subject: 'Je wijzigingsverzoek voor boeking {{reference}}',
    declined: 'De eigenaar heeft je wijzigingsverzoek geweigerd; je boeking blijft ongewijzigd.',
    accepted: 'De eigenaar heeft je wijzigingsverzoek geaccepteerd. Betaal het verschil om de wijziging door te voeren: {{link}}',
    applied: 'De eigenaar heeft je wijzigingsverzoek geaccepteerd: je boeking staat nu op de nieuwe data.',
  },
};

export default nl;
