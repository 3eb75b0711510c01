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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Uitnodiging van {{owner}} voor het team op Seaway',
    inviteBody: '{{owner}} nodigt je uit om de inbox van de vloot op Seaway te delen: je leest en beantwoordt de aanvragen en berichten van huurders over de boten en neemt de leads op je die aan jou worden toegewezen.\n\nLog in (of maak een account aan) met dit e-mailadres, {{email}}, en accepteer daarna de uitnodiging: {{link}}',
    signedFor: '{{name}} namens {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Boeking {{reference}} bevestigd door de eigenaar',
    tenantAccepted: '{{name}} heeft je boekingsaanvraag voor {{product}} ({{dates}}) geaccepteerd: je boeking is bevestigd. Het op je kaart gereserveerde bedrag van {{amount}} is nu afgeschreven.\n\nJe boeking: {{link}}',
    ownerAccepted: 'Je hebt de boekingsaanvraag {{reference}} voor {{product}} ({{dates}}) geaccepteerd. Het op de kaart van de huurder gereserveerde bedrag van {{amount}} is afgeschreven.\n\nDe boeking: {{link}}',
    declinedSubject: 'Boekingsaanvraag {{reference}} afgewezen',
    tenantDeclined: 'De eigenaar heeft je boekingsaanvraag voor {{product}} ({{dates}}) afgewezen.\n{{reason}}{{refund}}\n\nJe boeking: {{link}}',
    ownerDeclined: 'Je hebt de boekingsaanvraag {{reference}} voor {{product}} ({{dates}}) afgewezen. De data zijn weer vrij in je kalender en de huurder krijgt zijn geld terug.\n\nDe boeking: {{link}}',
    ownerMessage: 'Bericht van de eigenaar: ‘{{reason}}’',
    expiredSubject: 'Boekingsaanvraag {{reference}} verlopen',
    tenantExpired: 'De eigenaar heeft je boekingsaanvraag voor {{product}} ({{dates}}) niet op tijd beantwoord, dus is ze verlopen.\n{{refund}}\n\nJe boeking: {{link}}',
    ownerExpired: 'De boekingsaanvraag {{reference}} voor {{product}} ({{dates}}) is zonder antwoord verlopen. De data zijn weer vrij in je kalender en de huurder krijgt zijn geld terug.\n\nDe boeking: {{link}}',
    released: 'Het op je kaart gereserveerde bedrag van {{amount}} is vrijgegeven; het verdwijnt binnen enkele dagen van je afschrift.',
    paidBack: 'We betalen {{amount}} terug op je kaart.',
  },
  push: {
    newRequestTitle: 'Nieuwe boekingsaanvraag',
    newRequestBody: '{{name}} wil {{product}} boeken ({{dates}}). Antwoord vóór {{deadline}}.',
    newBookingTitle: 'Nieuwe boeking',
    newBookingBody: '{{name}} heeft {{product}} geboekt ({{dates}}).',
    newMessageTitle: 'Bericht van {{name}}',
    newMessageBody: 'Over {{product}}: {{text}}',
    cancelledTitle: 'Boeking {{reference}} geannuleerd',
    cancelledBody: '{{product}} ({{dates}}) is weer vrij in je kalender.',
  },
  econtract: {
    checkIn: 'check-in-contract',
    checkOut: 'check-out-contract',
    signedSubject: 'Uw {{document}} voor boeking {{reference}} is ondertekend',
    signedBody: 'Het {{document}} van {{product}} ({{dates}}) is op {{date}} ondertekend door {{owner}} (eigenaar) en {{tenant}} (huurder).\nDe inhoud is vastgelegd en kan niet meer worden gewijzigd; de vingerafdruk (SHA-256) is:\n{{hash}}\n\nBekijken of afdrukken: {{link}}',
    claimSubject: 'Schadeclaim voor boeking {{reference}}',
    claimBody: 'Bij de check-out meldde {{owner}} nieuwe schade aan {{product}} en vraagt {{amount}} van uw borg van {{deposit}}. Ons team beoordeelt de claim met het ondertekende contract en de foto’s en laat u daarna de beslissing weten.\n\nHet check-out-contract: {{link}}',
    smsCode: 'Seaway: {{code}} is uw code om het {{document}} van boeking {{reference}} te bevestigen. Hij verloopt over 10 minuten.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'het Seaway-team',
    refundNone: 'Er wordt niets terugbetaald.',
    refundSubject: 'Terugbetaling voor boeking {{reference}}',
    refundBody: 'We betalen {{amount}} terug op uw kaart voor boeking {{reference}} ({{product}}, {{dates}}). Het bedrag staat binnen enkele dagen op uw rekening.\n\nUw boeking: {{link}}',
    datesSubject: 'Nieuwe data voor boeking {{reference}}',
    datesTenantBody: 'Het Seaway-team heeft uw boeking {{reference}} van {{product}} verplaatst: eerst {{oldDates}}, nu {{dates}}. De prijs blijft gelijk.\n\nUw boeking: {{link}}',
    datesOwnerBody: 'Het Seaway-team heeft boeking {{reference}} van {{product}} verplaatst: eerst {{oldDates}}, nu {{dates}}. Uw kalender toont de nieuwe data; de prijs blijft gelijk.\n\nDe boeking: {{link}}',
  },
  damageDecision: {
    subject: 'Beslissing over de schadeclaim van boeking {{reference}}',
    tenantBody: 'Ons team heeft de schadeclaim beoordeeld die {{owner}} bij de check-out van {{product}} (boeking {{reference}}) indiende, met beide ondertekende contracten en hun foto’s.\n\nBeslissing: van uw borg van {{deposit}} houdt {{owner}} {{granted}} ({{claimed}} geclaimd) en krijgt u {{released}} terug.\nOpmerking van ons team: {{note}}\n\nHet check-outcontract: {{link}}',
    ownerBody: 'Ons team heeft de schadeclaim beoordeeld die u bij de check-out van {{product}} (boeking {{reference}}) indiende, met beide ondertekende contracten en hun foto’s.\n\nBeslissing: van de borg van {{deposit}} houdt u {{granted}} ({{claimed}} geclaimd) en geeft u {{released}} terug aan {{tenant}}.\nOpmerking van ons team: {{note}}\n\nHet check-outcontract: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Je advertentie ‘{{product}}’ is door ons team gepauzeerd',
    pausedBody: 'Ons team heeft je advertentie ‘{{product}}’ gepauzeerd: huurders vinden haar niet meer in de zoekresultaten.\n\nReden: {{reason}}\n\nZodra je haar hebt bekeken, kun je haar opnieuw publiceren vanuit je advertenties: {{link}}',
    rejectedSubject: 'Je advertentie ‘{{product}}’ is niet geaccepteerd',
    rejectedBody: 'Ons team heeft je advertentie ‘{{product}}’ bekeken en kon haar zo niet accepteren: ze wordt niet meer aan huurders getoond.\n\nReden: {{reason}}\n\nPas je advertentie aan en publiceer haar opnieuw: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Boten voor je uitgekozen, {{dates}}',
    body: 'Ons team heeft {{count}} boten uitgekozen voor je reis, {{dates}}, voor {{people}} personen:\n\n{{items}}\n{{message}}\nBekijk ze en boek de boot die je bevalt (tegen de prijzen van deze selectie): {{link}}',
    item: '- {{boat}} in {{harbour}}: {{price}}',
    message: 'Een bericht van ons team:\n{{text}}\n',
  },
};

export default nl;
