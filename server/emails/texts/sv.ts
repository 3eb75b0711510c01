import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Swedish (translated from en.ts; {{placeholders}} kept). */
const sv: EmailTexts = {
  greeting: 'Hej {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Betalning mottagen för bokning {{reference}}',
    body: 'Vi har tagit emot {{amount}} för {{what}} på bokning {{reference}} ({{dates}}).\n\nDin bokning: {{link}}',
  },
  what: { balance: 'restbeloppet', insurance: 'försäkringen', change: 'ändringen' },
  balanceReminder: {
    subject: 'Restbeloppet för bokning {{reference}} ska betalas senast {{date}}',
    body: 'Restbeloppet för din bokning {{reference}} ({{product}}, {{dates}}) är {{amount}} och ska betalas senast {{date}}.\nBetala här: {{link}}\n\nOm det fortfarande är obetalt efter {{lastDay}} avbokas bokningen enligt dess avbokningsregler.',
  },
  cancelled: {
    subject: 'Bokning {{reference}} avbokad',
    tenantBody: 'Bokning {{reference}} ({{product}}, {{dates}}) har avbokats av {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Bokning {{reference}} ({{product}}, {{dates}}) har avbokats av {{who}}. Datumen är lediga igen i din kalender.\n\n{{link}}',
    refundYes: 'Vi återbetalar {{amount}} till ditt kort.',
    refundNo: 'Enligt avbokningsreglerna återbetalas ingenting.',
    byTenant: '{{name}} (hyresgäst)',
    byOwner: '{{name}} (ägare)',
    bySystem: 'Seaway, eftersom restbeloppet inte betalades i tid',
  },
  newMessage: {
    subject: 'Nytt meddelande från {{name}} om {{product}}',
    body: '{{name}} har skrivit till dig om {{product}}:\n\n{{text}}\n\nSvara: {{link}}',
  },
  reviewRequest: {
    subject: 'Hur var din tur? ({{reference}})',
    body: 'Vi hoppas att du njöt av turen. Berätta för nästa hyresgäster hur det gick: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Din bokning {{reference}} är bekräftad',
    tenantSubjectRequest: 'Din bokningsförfrågan {{reference}}',
    tenantConfirmed: 'Din bokning av {{product}} är bekräftad.',
    tenantRequest: 'Din bokningsförfrågan för {{product}} har skickats till ägaren, som svarar senast {{deadline}}. Om förfrågan avböjs får du tillbaka hela beloppet.',
    tenantRequestSoon: 'Din bokningsförfrågan för {{product}} har skickats till ägaren, som svarar inom kort. Om förfrågan avböjs får du tillbaka hela beloppet.',
    reference: 'Bokningsnummer: {{reference}}',
    dates: 'Datum: {{dates}}',
    people: 'Personer: {{people}}',
    paidNow: 'Betalt nu: {{amount}}',
    balanceLater: 'Restbelopp att betala online senare: {{amount}}',
    harbour: 'Att betala i hamnen: {{amount}}',
    yourBooking: 'Din bokning: {{link}}',
    ownerSubjectBooking: 'Ny bokning {{reference}}: {{product}}',
    ownerSubjectRequest: 'Ny bokningsförfrågan {{reference}}: {{product}}',
    ownerBooked: '{{name}} har bokat {{product}}.',
    ownerAsks: '{{name}} vill boka {{product}}.',
    paidByTenant: 'Betalt online av hyresgästen: {{amount}}',
    answerBefore: 'Godkänn eller avböj förfrågan senast {{deadline}}.',
    answerSoon: 'Godkänn eller avböj förfrågan.',
    conversations: 'Dina konversationer: {{link}}',
  },
  modification: {
    subject: 'Din ändringsförfrågan för bokning {{reference}}',
    declined: 'Ägaren har avböjt din ändringsförfrågan; din bokning förblir oförändrad.',
    accepted: 'Ägaren har godkänt din ändringsförfrågan. Betala mellanskillnaden för att genomföra ändringen: {{link}}',
    applied: 'Ägaren har godkänt din ändringsförfrågan: din bokning har nu de nya datumen.',
  },
};

export default sv;
