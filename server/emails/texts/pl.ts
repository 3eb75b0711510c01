import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Polish (translated from en.ts; {{placeholders}} kept). */
const pl: EmailTexts = {
  greeting: 'Dzień dobry {{name}},',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Otrzymaliśmy płatność za rezerwację {{reference}}',
    body: 'Otrzymaliśmy {{amount}} tytułem {{what}} w rezerwacji {{reference}} ({{dates}}).\n\nTwoja rezerwacja: {{link}}',
  },
  what: { balance: 'pozostałej kwoty', insurance: 'ubezpieczenia', change: 'zmiany' },
  balanceReminder: {
    subject: 'Rezerwacja {{reference}}: pozostała kwota do zapłaty do {{date}}',
    body: 'Pozostała kwota do zapłaty za Twoją rezerwację {{reference}} ({{product}}, {{dates}}) wynosi {{amount}}, termin płatności: {{date}}.\nZapłać tutaj: {{link}}\n\nJeśli po {{lastDay}} kwota nadal nie będzie zapłacona, rezerwacja zostanie anulowana zgodnie z jej zasadami anulowania.',
  },
  cancelled: {
    subject: 'Rezerwacja {{reference}} anulowana',
    tenantBody: 'Rezerwacja {{reference}} ({{product}}, {{dates}}) została anulowana przez: {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Rezerwacja {{reference}} ({{product}}, {{dates}}) została anulowana przez: {{who}}. Te daty są znowu wolne w Twoim kalendarzu.\n\n{{link}}',
    refundYes: 'Zwracamy {{amount}} na Twoją kartę.',
    refundNo: 'Zgodnie z zasadami anulowania zwrot nie przysługuje.',
    byTenant: '{{name}} (najemca)',
    byOwner: '{{name}} (właściciel)',
    bySystem: 'Seaway, ponieważ pozostała kwota nie została zapłacona w terminie',
  },
  newMessage: {
    subject: '{{name}}: nowa wiadomość w sprawie {{product}}',
    body: '{{name}} pisze do Ciebie w sprawie {{product}}:\n\n{{text}}\n\nOdpowiedz: {{link}}',
  },
  reviewRequest: {
    subject: 'Jak minął rejs? ({{reference}})',
    body: 'Mamy nadzieję, że rejs się udał. Opowiedz kolejnym najemcom, jak było: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Twoja rezerwacja {{reference}} jest potwierdzona',
    tenantSubjectRequest: 'Twoja prośba o rezerwację {{reference}}',
    tenantConfirmed: 'Twoja rezerwacja jest potwierdzona: {{product}}.',
    tenantRequest: 'Twoja prośba o rezerwację ({{product}}) została wysłana do właściciela, który odpowie do {{deadline}}. Jeśli prośba zostanie odrzucona, otrzymasz pełny zwrot pieniędzy.',
    tenantRequestSoon: 'Twoja prośba o rezerwację ({{product}}) została wysłana do właściciela, który wkrótce odpowie. Jeśli prośba zostanie odrzucona, otrzymasz pełny zwrot pieniędzy.',
    reference: 'Numer rezerwacji: {{reference}}',
    dates: 'Termin: {{dates}}',
    people: 'Liczba osób: {{people}}',
    paidNow: 'Zapłacono teraz: {{amount}}',
    balanceLater: 'Pozostała kwota do zapłaty później online: {{amount}}',
    harbour: 'Do zapłaty w porcie: {{amount}}',
    yourBooking: 'Twoja rezerwacja: {{link}}',
    ownerSubjectBooking: 'Nowa rezerwacja {{reference}}: {{product}}',
    ownerSubjectRequest: 'Nowa prośba o rezerwację {{reference}}: {{product}}',
    ownerBooked: '{{name}}: nowa rezerwacja ({{product}}).',
    ownerAsks: '{{name}}: prośba o rezerwację ({{product}}).',
    paidByTenant: 'Kwota zapłacona online przez najemcę: {{amount}}',
    answerBefore: 'Zaakceptuj lub odrzuć prośbę do {{deadline}}.',
    answerSoon: 'Zaakceptuj lub odrzuć prośbę.',
    conversations: 'Twoje rozmowy: {{link}}',
  },
  modification: {
    subject: 'Twoja prośba o zmianę rezerwacji {{reference}}',
    declined: 'Właściciel odrzucił Twoją prośbę o zmianę; rezerwacja pozostaje bez zmian.',
    accepted: 'Właściciel zaakceptował Twoją prośbę o zmianę. Zapłać różnicę, aby ją wprowadzić: {{link}}',
    applied: 'Właściciel zaakceptował Twoją prośbę o zmianę: rezerwacja ma już nowe daty.',
  },
};

export default pl;
