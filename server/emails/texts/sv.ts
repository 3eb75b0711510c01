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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Inbjudan från {{owner}} till teamet på Seaway',
    inviteBody: '{{owner}} bjuder in dig att dela flottans inkorg på Seaway: du läser och besvarar hyresgästernas förfrågningar och meddelanden om båtarna och tar hand om de leads som tilldelas dig.\n\nLogga in (eller skapa ett konto) med den här e-postadressen, {{email}}, och godkänn sedan inbjudan: {{link}}',
    signedFor: '{{name}} för {{owner}}s räkning',
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
  requestAnswer: {
    acceptedSubject: 'Bokning {{reference}} bekräftad av ägaren',
    tenantAccepted: '{{name}} har godkänt din bokningsförfrågan för {{product}} ({{dates}}): din bokning är bekräftad. Beloppet {{amount}} som reserverats på ditt kort har nu dragits.\n\nDin bokning: {{link}}',
    ownerAccepted: 'Du har godkänt bokningsförfrågan {{reference}} för {{product}} ({{dates}}). Beloppet {{amount}} som reserverats på hyresgästens kort har dragits.\n\nBokningen: {{link}}',
    declinedSubject: 'Bokningsförfrågan {{reference}} avböjd',
    tenantDeclined: 'Ägaren har avböjt din bokningsförfrågan för {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nDin bokning: {{link}}',
    ownerDeclined: 'Du har avböjt bokningsförfrågan {{reference}} för {{product}} ({{dates}}). Datumen är lediga igen i din kalender och hyresgästen får tillbaka sina pengar.\n\nBokningen: {{link}}',
    ownerMessage: 'Ägarens meddelande: ”{{reason}}”',
    expiredSubject: 'Bokningsförfrågan {{reference}} har gått ut',
    tenantExpired: 'Ägaren svarade inte i tid på din bokningsförfrågan för {{product}} ({{dates}}), så den har gått ut.\n{{refund}}\n\nDin bokning: {{link}}',
    ownerExpired: 'Bokningsförfrågan {{reference}} för {{product}} ({{dates}}) gick ut utan svar. Datumen är lediga igen i din kalender och hyresgästen får tillbaka sina pengar.\n\nBokningen: {{link}}',
    released: 'Beloppet {{amount}} som reserverats på ditt kort är frigjort; det försvinner från ditt kontoutdrag inom några dagar.',
    paidBack: 'Vi återbetalar {{amount}} till ditt kort.',
  },
  push: {
    newRequestTitle: 'Ny bokningsförfrågan',
    newRequestBody: '{{name}} vill boka {{product}} ({{dates}}). Svara före {{deadline}}.',
    newBookingTitle: 'Ny bokning',
    newBookingBody: '{{name}} har bokat {{product}} ({{dates}}).',
    newMessageTitle: 'Meddelande från {{name}}',
    newMessageBody: 'Om {{product}}: {{text}}',
    cancelledTitle: 'Bokning {{reference}} avbokad',
    cancelledBody: '{{product}} ({{dates}}) är ledig igen i din kalender.',
  },
  econtract: {
    checkIn: 'incheckningsavtal',
    checkOut: 'utcheckningsavtal',
    signedSubject: 'Ditt {{document}} för bokning {{reference}} är undertecknat',
    signedBody: 'Ditt {{document}} för {{product}} ({{dates}}) undertecknades den {{date}} av {{owner}} (ägare) och {{tenant}} (hyresgäst).\nInnehållet är sparat och kan inte ändras; dess fingeravtryck (SHA-256) är:\n{{hash}}\n\nVisa eller skriv ut det: {{link}}',
    claimSubject: 'Skadeanspråk för bokning {{reference}}',
    claimBody: 'Vid utcheckningen rapporterade {{owner}} en ny skada på {{product}} och begär {{amount}} av din deposition på {{deposit}}. Vårt team granskar anspråket med det undertecknade avtalet och dess foton och meddelar dig sedan sitt beslut.\n\nUtcheckningsavtalet: {{link}}',
    smsCode: 'Seaway: {{code}} är din kod för att bekräfta {{document}} för bokning {{reference}}. Den går ut om 10 minuter.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'Seaway-teamet',
    refundNone: 'Ingenting återbetalas.',
    refundSubject: 'Återbetalning för bokning {{reference}}',
    refundBody: 'Vi betalar tillbaka {{amount}} till ditt kort för bokning {{reference}} ({{product}}, {{dates}}). Beloppet når ditt konto inom några dagar.\n\nDin bokning: {{link}}',
    datesSubject: 'Nya datum för bokning {{reference}}',
    datesTenantBody: 'Seaway-teamet har flyttat din bokning {{reference}} av {{product}}: tidigare {{oldDates}}, nu {{dates}}. Priset ändras inte.\n\nDin bokning: {{link}}',
    datesOwnerBody: 'Seaway-teamet har flyttat bokning {{reference}} av {{product}}: tidigare {{oldDates}}, nu {{dates}}. Din kalender visar de nya datumen; priset ändras inte.\n\nBokningen: {{link}}',
  },
  damageDecision: {
    subject: 'Beslut om skadeanspråket för bokning {{reference}}',
    tenantBody: 'Vårt team har granskat skadeanspråket som {{owner}} gjorde vid utcheckningen av {{product}} (bokning {{reference}}), med båda signerade kontrakten och deras foton.\n\nBeslut: av din deposition på {{deposit}} behåller {{owner}} {{granted}} ({{claimed}} begärt) och {{released}} går tillbaka till dig.\nVårt teams kommentar: {{note}}\n\nUtcheckningskontraktet: {{link}}',
    ownerBody: 'Vårt team har granskat skadeanspråket du gjorde vid utcheckningen av {{product}} (bokning {{reference}}), med båda signerade kontrakten och deras foton.\n\nBeslut: av depositionen på {{deposit}} behåller du {{granted}} ({{claimed}} begärt) och ger {{released}} tillbaka till {{tenant}}.\nVårt teams kommentar: {{note}}\n\nUtcheckningskontraktet: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Din annons ”{{product}}” har pausats av vårt team',
    pausedBody: 'Vårt team har pausat din annons ”{{product}}”: hyresgäster hittar den inte längre i sökningen.\n\nAnledning: {{reason}}\n\nNär du har sett över den kan du publicera den igen från dina annonser: {{link}}',
    rejectedSubject: 'Din annons ”{{product}}” godkändes inte',
    rejectedBody: 'Vårt team har granskat din annons ”{{product}}” och kunde inte godkänna den som den är: den visas inte längre för hyresgäster.\n\nAnledning: {{reason}}\n\nRedigera din annons och publicera den igen: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Båtar utvalda för dig, {{dates}}',
    body: 'Vårt team har valt ut {{count}} båtar för din resa, {{dates}}, för {{people}} personer:\n\n{{items}}\n{{message}}\nTitta på dem och boka den du gillar (till priserna i det här urvalet): {{link}}',
    item: '- {{boat}} i {{harbour}}: {{price}}',
    message: 'Ett meddelande från vårt team:\n{{text}}\n',
  },
};

export default sv;
