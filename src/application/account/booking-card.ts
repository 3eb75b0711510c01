import type { BookingSummary } from '../../contract/bookings';
import type { LanguageCode } from '../../domain/i18n/languages';
import { formatRoute, type Route } from '../../domain/routing/route';
import type { SearchSettings } from '../search/search-context';
import { formatEuroCents } from '../checkout/format-money';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

/** A booking as the account lists it: every text ready, every action a link (cancel happens on the booking page). */
export interface BookingCard {
  readonly id: number;
  readonly reference: string;
  readonly productName: string;
  readonly image: string | null;
  readonly productHref: string;
  readonly dates: string;
  readonly harbour: string;
  /** account:status.{status} */
  readonly statusKey: string;
  readonly status: BookingSummary['status'];
  readonly myRole: 'tenant' | 'owner';
  readonly paid: string;
  readonly due: string | null;
  readonly dueDate: string | null;
  readonly detailHref: string;
  readonly actions: readonly BookingAction[];
}

export interface BookingAction {
  /** account:actions.{name}; answer: the owner's accept or decline of a booking request, on its page. */
  readonly name: 'answer' | 'payBalance' | 'addInsurance' | 'message' | 'modify' | 'cancel' | 'review';
  readonly href: string;
}

export const formatDay = (iso: string, language: string): string =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

export const formatDays = (start: string, end: string, language: string): string =>
  start === end ? formatDay(start, language) : `${formatDay(start, language)} – ${formatDay(end, language)}`;

export const routeHref = (route: Route, settings: Pick<SearchSettings, 'language' | 'defaultLanguage'>): string =>
  formatRoute(route, settings.language as LanguageCode, settings.defaultLanguage);

export const toBookingCard = (b: BookingSummary, settings: SearchSettings): BookingCard => {
  const href = (route: Route) => routeHref(route, settings);
  const id = String(b.id);
  const detailHref = href({ screen: 'bookingDetail', bookingId: id });
  const actionHref: Record<Exclude<BookingAction['name'], 'answer'>, string | null> = {
    payBalance: href({ screen: 'balancePayment', id }),
    addInsurance: href({ screen: 'postBooking', bookingId: id }),
    message: b.conversation ? href({ screen: 'chatConversation', hash: b.conversation.hash, ish: b.conversation.ish }) : null,
    modify: href({ screen: 'bookingModify', bookingId: id }),
    cancel: `${detailHref}#cancel`,
    review: `${detailHref}#review`,
  };
  const allowed = (Object.keys(actionHref) as Array<keyof typeof actionHref>).flatMap((name) => {
    const target = actionHref[name];
    return b.actions[name] && target ? [{ name, href: target }] : [];
  });
  // A request waiting for its owner's answer: the owner's first thing to do (the deadline is on the booking's page).
  const answer: BookingAction[] = b.myRole === 'owner' && b.status === 'awaitingOwner' ? [{ name: 'answer', href: `${detailHref}#answer` }] : [];
  const actions = [...answer, ...allowed];
  return {
    id: b.id,
    reference: b.reference,
    productName: b.product.name,
    image: b.product.image,
    productHref: b.product.url,
    dates: formatDays(b.startDate, b.endDate, settings.language),
    harbour: b.harbour,
    statusKey: `account:status.${b.status}`,
    status: b.status,
    myRole: b.myRole,
    paid: formatEuroCents(b.amountPaid, settings),
    due: b.amountDue > 0 ? formatEuroCents(b.amountDue, settings) : null,
    dueDate: b.amountDue > 0 && b.balancePaymentDate ? formatDay(b.balancePaymentDate, settings.language) : null,
    detailHref,
    actions,
  };
};
