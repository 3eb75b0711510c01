import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { BookingSuccess } from '../../contract/checkout';
import { formatRoute, type Route } from '../../domain/routing/route';
import type { Analytics } from '../analytics/analytics';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { CHECKOUT_TOKENS } from './checkout-tokens';
import { formatEuroCents } from './format-money';
import type { CheckoutGateway } from './ports';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

export type BookingSuccessStatus = 'loading' | 'ready' | 'notFound' | 'signInRequired' | 'error';

export interface BookingSuccessView {
  readonly reference: string;
  readonly productName: string;
  readonly dates: string;
  /** 'confirmed' (instant booking) or 'awaitingOwner' (the owner answers before `answerBefore`). */
  readonly nextStepKey: string;
  readonly answerBefore: string | null;
  readonly amountPaid: string;
  readonly balance: string | null;
  readonly balanceDate: string | null;
  readonly harbour: string | null;
  readonly tenantEmail: string;
  readonly bookingHref: string;
  readonly conversationHref: string;
}

const formatDay = (iso: string, language: string): string =>
  dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));

const formatInstant = (iso: string, language: string): string =>
  dateTimeFormat(language, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(
    new Date(iso),
  );

/** The booking success page ps/{hash}/success: GET /checkout/{hash}/success, and the purchase event once. */
@injectable()
export class BookingSuccessPresenter {
  status: BookingSuccessStatus = 'loading';
  errorKey: string | null = null;
  success: BookingSuccess | null = null;

  constructor(
    @inject(CHECKOUT_TOKENS.CheckoutGateway) private readonly gateway: CheckoutGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
  ) {
    makeObservable(this, { status: observable, errorKey: observable, success: observableRef, view: computed, init: action, routeEntered: action });
  }

  private money(amountEurCents: number): string {
    return formatEuroCents(amountEurCents, this.settings);
  }

  get view(): BookingSuccessView | null {
    const s = this.success;
    if (!s) return null;
    const language = this.settings.language;
    const start = formatDay(s.startAt, language);
    const end = formatDay(s.endAt, language);
    const route = (r: Parameters<typeof formatRoute>[0]) => formatRoute(r, language, this.settings.defaultLanguage);
    return {
      reference: s.reference,
      productName: s.productName,
      dates: start === end ? start : `${start} – ${end}`,
      nextStepKey: s.status === 'awaitingOwner' ? 'checkout:success.next.awaitingOwner' : 'checkout:success.next.confirmed',
      answerBefore: s.status === 'awaitingOwner' && s.responseBefore ? formatInstant(s.responseBefore, language) : null,
      amountPaid: this.money(s.amountPaid),
      balance: s.balancePaymentAmount > 0 ? this.money(s.balancePaymentAmount) : null,
      balanceDate: s.balancePaymentAmount > 0 && s.balancePaymentDate ? formatDay(s.balancePaymentDate, language) : null,
      harbour: s.harborAmount > 0 ? this.money(s.harborAmount) : null,
      tenantEmail: s.tenantEmail,
      bookingHref: route({ screen: 'bookingDetail', bookingId: String(s.bookingId) }),
      conversationHref: route({ screen: 'chatList' }),
    };
  }

  /** The page ps/{hash}/success was entered. */
  routeEntered(route: Route): Promise<void> {
    return this.init(route.screen === 'bookingSuccess' ? route.hash : '');
  }

  async init(hash: string): Promise<void> {
    this.status = 'loading';
    const success = await this.gateway.success(hash);
    if (isLeft(success)) {
      const failure = success.left;
      if (failure.kind === 'http' && failure.status === 401) {
        const outcome = await this.authenticator.authenticate('book');
        if (outcome.kind === 'success') return this.init(hash);
        runInAction(() => (this.status = 'signInRequired'));
        return;
      }
      runInAction(() => {
        this.status = failure.kind === 'http' && failure.status === 404 ? 'notFound' : 'error';
        this.errorKey = failure.kind === 'http' && failure.status === 404 ? 'checkout:success.notPaid' : failureMessageKey(failure);
      });
      return;
    }
    runInAction(() => {
      this.success = success.right;
      this.status = 'ready';
    });
    const tracking = await this.gateway.purchaseTracking(hash, success.right.bookingId);
    if (!isLeft(tracking)) this.analytics.push({ event: 'purchase', transactionId: tracking.right.transactionId, checkout: tracking.right });
  }
}
