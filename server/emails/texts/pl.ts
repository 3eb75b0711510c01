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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Zaproszenie od {{owner}} do zespołu w Seaway',
    inviteBody: '{{owner}} zaprasza Cię do wspólnej skrzynki wiadomości floty w Seaway: będziesz czytać zapytania i wiadomości najemców dotyczące łodzi, odpowiadać na nie i obsługiwać przydzielone Ci zapytania.\n\nZaloguj się (lub załóż konto) za pomocą tego adresu e-mail, {{email}}, a następnie przyjmij zaproszenie: {{link}}',
    signedFor: '{{name}} w imieniu: {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Rezerwacja {{reference}} potwierdzona przez właściciela',
    tenantAccepted: '{{name}} przyjął Twoją prośbę o rezerwację {{product}} ({{dates}}): rezerwacja jest potwierdzona. Kwota {{amount}} zablokowana na Twojej karcie została teraz pobrana.\n\nTwoja rezerwacja: {{link}}',
    ownerAccepted: 'Przyjąłeś prośbę o rezerwację {{reference}} dla {{product}} ({{dates}}). Kwota {{amount}} zablokowana na karcie najemcy została pobrana.\n\nRezerwacja: {{link}}',
    declinedSubject: 'Prośba o rezerwację {{reference}} odrzucona',
    tenantDeclined: 'Właściciel odrzucił Twoją prośbę o rezerwację {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nTwoja rezerwacja: {{link}}',
    ownerDeclined: 'Odrzuciłeś prośbę o rezerwację {{reference}} dla {{product}} ({{dates}}). Terminy są znów wolne w Twoim kalendarzu, a najemca otrzymuje zwrot pieniędzy.\n\nRezerwacja: {{link}}',
    ownerMessage: 'Wiadomość od właściciela: „{{reason}}”',
    expiredSubject: 'Prośba o rezerwację {{reference}} wygasła',
    tenantExpired: 'Właściciel nie odpowiedział na czas na Twoją prośbę o rezerwację {{product}} ({{dates}}), więc wygasła.\n{{refund}}\n\nTwoja rezerwacja: {{link}}',
    ownerExpired: 'Prośba o rezerwację {{reference}} dla {{product}} ({{dates}}) wygasła bez odpowiedzi. Terminy są znów wolne w Twoim kalendarzu, a najemca otrzymuje zwrot pieniędzy.\n\nRezerwacja: {{link}}',
    released: 'Kwota {{amount}} zablokowana na Twojej karcie została odblokowana; zniknie z wyciągu w ciągu kilku dni.',
    paidBack: 'Zwracamy {{amount}} na Twoją kartę.',
  },
  push: {
    newRequestTitle: 'Nowa prośba o rezerwację',
    newRequestBody: '{{name}} chce zarezerwować {{product}} ({{dates}}). Odpowiedz przed {{deadline}}.',
    newBookingTitle: 'Nowa rezerwacja',
    newBookingBody: '{{name}} zarezerwował {{product}} ({{dates}}).',
    newMessageTitle: 'Wiadomość od {{name}}',
    newMessageBody: 'W sprawie {{product}}: {{text}}',
    cancelledTitle: 'Rezerwacja {{reference}} anulowana',
    cancelledBody: '{{product}} ({{dates}}) jest znów wolny w Twoim kalendarzu.',
  },
  econtract: {
    checkIn: 'umowa odbioru',
    checkOut: 'umowa zwrotu',
    signedSubject: 'Dokument „{{document}}” dla rezerwacji {{reference}} został podpisany',
    signedBody: 'Dokument „{{document}}” dla {{product}} ({{dates}}) został podpisany {{date}} przez {{owner}} (właściciel) i {{tenant}} (najemca).\nJego treść zapisano bez możliwości zmiany; jego odcisk (SHA-256) to:\n{{hash}}\n\nZobacz lub wydrukuj: {{link}}',
    claimSubject: 'Roszczenie z tytułu szkody w rezerwacji {{reference}}',
    claimBody: 'Przy zwrocie {{owner}} zgłosił(a) nową szkodę na {{product}} i żąda {{amount}} z Twojej kaucji w wysokości {{deposit}}. Nasz zespół rozpatruje roszczenie na podstawie podpisanej umowy i jej zdjęć, a następnie poinformuje Cię o decyzji.\n\nUmowa zwrotu: {{link}}',
    smsCode: 'Seaway: {{code}} to Twój kod do potwierdzenia dokumentu „{{document}}” rezerwacji {{reference}}. Wygasa za 10 minut.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'zespół Seaway',
    refundNone: 'Nie przysługuje żaden zwrot.',
    refundSubject: 'Zwrot za rezerwację {{reference}}',
    refundBody: 'Zwracamy {{amount}} na Twoją kartę za rezerwację {{reference}} ({{product}}, {{dates}}). Kwota pojawi się na Twoim koncie w ciągu kilku dni.\n\nTwoja rezerwacja: {{link}}',
    datesSubject: 'Nowe daty rezerwacji {{reference}}',
    datesTenantBody: 'Zespół Seaway przeniósł Twoją rezerwację {{reference}} ({{product}}): wcześniej {{oldDates}}, teraz {{dates}}. Cena się nie zmienia.\n\nTwoja rezerwacja: {{link}}',
    datesOwnerBody: 'Zespół Seaway przeniósł rezerwację {{reference}} ({{product}}): wcześniej {{oldDates}}, teraz {{dates}}. Twój kalendarz pokazuje nowe daty; cena się nie zmienia.\n\nRezerwacja: {{link}}',
  },
  damageDecision: {
    subject: 'Decyzja w sprawie roszczenia o szkodę w rezerwacji {{reference}}',
    tenantBody: 'Nasz zespół rozpatrzył roszczenie o szkodę zgłoszone przez {{owner}} przy zwrocie {{product}} (rezerwacja {{reference}}), na podstawie obu podpisanych umów i ich zdjęć.\n\nDecyzja: z Twojej kaucji w wysokości {{deposit}} {{owner}} zatrzymuje {{granted}} (żądano {{claimed}}), a {{released}} wraca do Ciebie.\nUwaga naszego zespołu: {{note}}\n\nUmowa zwrotu: {{link}}',
    ownerBody: 'Nasz zespół rozpatrzył Twoje roszczenie o szkodę zgłoszone przy zwrocie {{product}} (rezerwacja {{reference}}), na podstawie obu podpisanych umów i ich zdjęć.\n\nDecyzja: z kaucji w wysokości {{deposit}} zatrzymujesz {{granted}} (żądano {{claimed}}) i oddajesz {{released}} osobie {{tenant}}.\nUwaga naszego zespołu: {{note}}\n\nUmowa zwrotu: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Nasz zespół wstrzymał Twoje ogłoszenie „{{product}}”',
    pausedBody: 'Nasz zespół wstrzymał Twoje ogłoszenie „{{product}}”: najemcy nie znajdują go już w wyszukiwarce.\n\nPowód: {{reason}}\n\nGdy je sprawdzisz, możesz opublikować je ponownie w swoich ogłoszeniach: {{link}}',
    rejectedSubject: 'Twoje ogłoszenie „{{product}}” nie zostało przyjęte',
    rejectedBody: 'Nasz zespół sprawdził Twoje ogłoszenie „{{product}}” i nie mógł go przyjąć w obecnej formie: nie jest już pokazywane najemcom.\n\nPowód: {{reason}}\n\nPopraw ogłoszenie i opublikuj je ponownie: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Łodzie wybrane dla Ciebie, {{dates}}',
    body: 'Nasz zespół wybrał łodzie na Twój rejs ({{count}}), {{dates}}, dla {{people}} osób:\n\n{{items}}\n{{message}}\nZobacz je i zarezerwuj tę, która Ci się podoba (obowiązują ceny z tego wyboru): {{link}}',
    item: '- {{boat}}, {{harbour}} — {{price}}',
    message: 'Wiadomość od naszego zespołu:\n{{text}}\n',
  },
};

export default pl;
