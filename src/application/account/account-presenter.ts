import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { AccountBookings } from '../../contract/bookings';
import type { ProductSummary } from '../../contract/search';
import type { AccountSection, Route } from '../../domain/routing/route';
import type { Authenticator } from '../auth/authenticator';
import type { Clock } from '../shared/clock';
import { failureMessageKey } from '../shared/api-failure';
import { toggleFavorite, type FavoriteGateway } from '../search/favorite-toggle';
import { toProductCard, type ProductCard } from '../search/product-card';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { toBookingCard, type BookingCard } from './booking-card';
import type { AfterBookingGateway, ConversationGateway } from './ports';
import { callSignedIn, loadFailureStatus, type LoadFailureStatus } from './signed-in';
import { formatEuroCents } from '../checkout/format-money';

export type AccountStatus = 'loading' | 'ready' | LoadFailureStatus;

export interface AccountOverview {
  readonly nextTrip: BookingCard | null;
  /** The balances still to pay, in total, and the first one's booking. */
  readonly balanceDue: { readonly amount: string; readonly href: string; readonly count: number } | null;
  readonly unreadMessages: number;
}

/**
 * The account shell (account, account/favourites, account/bookings, account/profile, account/listings,
 * account/saved-searches): one menu; each section loads what it shows. Signed-out visitors go through the sign-in
 * funnel and come back to the section.
 */
@injectable()
export class AccountPresenter {
  section: AccountSection = 'root';
  status: AccountStatus = 'loading';
  errorKey: string | null = null;
  bookings: AccountBookings | null = null;
  favourites: readonly ProductSummary[] = [];
  unreadMessages = 0;

  constructor(
    @inject(ACCOUNT_TOKENS.AfterBookingGateway) private readonly gateway: AfterBookingGateway,
    @inject(ACCOUNT_TOKENS.ConversationGateway) private readonly conversations: ConversationGateway,
    @inject(TOKENS.SearchGateway) private readonly favoriteGateway: FavoriteGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      section: observable,
      status: observable,
      errorKey: observable,
      bookings: observableRef,
      favourites: observableRef,
      unreadMessages: observable,
      upcoming: computed,
      past: computed,
      overview: computed,
      favouriteCards: computed,
      routeEntered: action,
      favouriteRemoved: action,
    });
  }

  get upcoming(): BookingCard[] {
    return (this.bookings?.upcoming ?? []).map((b) => toBookingCard(b, this.settings));
  }

  get past(): BookingCard[] {
    return (this.bookings?.past ?? []).map((b) => toBookingCard(b, this.settings));
  }

  get overview(): AccountOverview {
    const trips = (this.bookings?.upcoming ?? []).filter((b) => b.myRole === 'tenant' && (b.status === 'paid' || b.status === 'confirmed' || b.status === 'awaitingOwner'));
    const due = trips.filter((b) => b.amountDue > 0);
    const first = due[0] ? toBookingCard(due[0], this.settings) : null;
    return {
      nextTrip: trips[0] ? toBookingCard(trips[0], this.settings) : null,
      balanceDue: first
        ? {
            amount: formatEuroCents(
              due.reduce((sum, b) => sum + b.amountDue, 0),
              this.settings,
            ),
            href: first.actions.find((a) => a.name === 'payBalance')?.href ?? first.detailHref,
            count: due.length,
          }
        : null,
      unreadMessages: this.unreadMessages,
    };
  }

  get favouriteCards(): ProductCard[] {
    const { language, defaultLanguage, currency } = this.settings;
    const context = { language, defaultLanguage, currency, now: this.clock.now().getTime() };
    return this.favourites.map((p) => toProductCard(p, true, context));
  }

  routeEntered(route: Route): Promise<void> {
    this.section = route.screen === 'account' ? route.section : 'root';
    return this.load();
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.status = 'loading';
      this.errorKey = null;
    });
    const ok = this.section === 'favourites' ? await this.loadFavourites() : this.section === 'profile' || this.section === 'listings' || this.section === 'saved-searches' ? await this.loadNothing() : await this.loadBookings();
    if (ok) runInAction(() => (this.status = 'ready'));
  }

  private async loadNothing(): Promise<boolean> {
    // Profile, listings and saved searches load their own data; still, a visitor is asked to sign in first.
    if (this.authenticator.isSignedIn) return true;
    const outcome = await this.authenticator.authenticate('menu');
    if (outcome.kind === 'success') return true;
    runInAction(() => (this.status = 'signInRequired'));
    return false;
  }

  private async loadBookings(): Promise<boolean> {
    const bookings = await callSignedIn(this.authenticator, 'menu', () => this.gateway.bookings());
    if (isLeft(bookings)) {
      const failure = bookings.left;
      runInAction(() => {
        this.status = loadFailureStatus(failure);
        this.errorKey = failure.kind === 'signInAborted' ? null : failureMessageKey(failure);
      });
      return false;
    }
    runInAction(() => (this.bookings = bookings.right));
    if (this.section === 'root') {
      const unread = await this.conversations.unreadCount();
      if (!isLeft(unread)) runInAction(() => (this.unreadMessages = unread.right.unreadTotal));
    }
    return true;
  }

  private async loadFavourites(): Promise<boolean> {
    const favourites = await callSignedIn(this.authenticator, 'menu', () => this.gateway.favourites());
    if (isLeft(favourites)) {
      const failure = favourites.left;
      runInAction(() => {
        this.status = loadFailureStatus(failure);
        this.errorKey = failure.kind === 'signInAborted' ? null : failureMessageKey(failure);
      });
      return false;
    }
    runInAction(() => (this.favourites = favourites.right.favourites));
    return true;
  }

  /**
   * Removes a saved boat at once; put back (where it was) when the server refuses (spec section 8: update failures
   * revert). Each answer changes only its own boat, so removals answered in any order never bring another one back.
   */
  async favouriteRemoved(productId: number): Promise<void> {
    const index = this.favourites.findIndex((p) => p.id === productId);
    const removed = this.favourites[index];
    if (!removed) return;
    const outcome = await toggleFavorite(this.authenticator, this.favoriteGateway, 'favorite', productId, true, (isFavorite) =>
      runInAction(() => {
        const without = this.favourites.filter((p) => p.id !== productId);
        this.favourites = isFavorite ? [...without.slice(0, index), removed, ...without.slice(index)] : without;
      }),
    );
    if (outcome.kind === 'failed') runInAction(() => (this.errorKey = failureMessageKey(outcome.failure)));
  }
}
