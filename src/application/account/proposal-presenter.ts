import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { TenantProposal } from '../../contract/proposals';
import type { Route } from '../../domain/routing/route';
import type { Authenticator } from '../auth/authenticator';
import type { Navigator } from '../routing/navigator';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, serverMessage } from '../shared/api-failure';
import { formatEuros } from '../listings/owner-listings-presenter-format';
import { TOKENS } from '../tokens';
import { formatDays, routeHref } from './booking-card';
import { PROPOSAL_TOKENS, type ProposalGateway } from './proposal-gateway';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from './signed-in';

/** Refusals of a booking shown with their own message (proposals:errors.{code}). */
const BOOK_ERRORS: Readonly<Record<string, string>> = {
  proposal_withdrawn: 'proposals:errors.withdrawn',
  proposal_booked: 'proposals:errors.booked',
  dates_not_available: 'proposals:errors.notAvailable',
  proposal_not_found: 'proposals:errors.notFound',
};

export interface ProposalBoatView {
  readonly itemId: number;
  readonly name: string;
  readonly image: string | null;
  readonly harbourName: string | null;
  readonly price: string;
  readonly available: boolean;
  readonly productHref: string | null;
  readonly booking: boolean;
}

/**
 * account/offers/{hash} for a proposal's hash: the boats staff chose for the tenant's dates, each at the proposal's
 * price, and "Book" opening the checkout (ps/{hash}) at that price. A withdrawn proposal or a boat taken since says
 * so; the page stays as it was.
 */
@injectable()
export class ProposalPresenter {
  hash = '';
  status: 'loading' | 'ready' | LoadFailureStatus = 'loading';
  errorKey: string | null = null;
  proposal: TenantProposal | null = null;
  bookingItem: number | null = null;
  bookErrorKey: string | null = null;
  bookMessage: string | null = null;

  constructor(
    @inject(PROPOSAL_TOKENS.ProposalGateway) private readonly gateway: ProposalGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      hash: observable,
      status: observable,
      errorKey: observable,
      proposal: observableRef,
      bookingItem: observable,
      bookErrorKey: observable,
      bookMessage: observable,
      dates: computed,
      boats: computed,
      noticeKey: computed,
      routeEntered: action,
      load: action,
      bookClicked: action,
    });
  }

  get dates(): string {
    return this.proposal ? formatDays(this.proposal.startDate, this.proposal.endDate, this.settings.language) : '';
  }

  get boats(): ProposalBoatView[] {
    return (this.proposal?.items ?? []).map((item) => ({
      itemId: item.id,
      name: item.boat.name,
      image: item.boat.image,
      harbourName: item.boat.harbourName,
      price: formatEuros(item.price, this.settings.language),
      available: item.available,
      productHref: item.boat.productUrl,
      booking: this.bookingItem === item.id,
    }));
  }

  /** What the whole proposal says before its boats: withdrawn, or already booked. */
  get noticeKey(): string | null {
    const status = this.proposal?.status;
    return status === 'withdrawn' ? 'proposals:withdrawn' : status === 'booked' ? 'proposals:booked' : null;
  }

  routeEntered(route: Route): Promise<void> {
    this.hash = route.screen === 'offer' ? route.hash : '';
    return this.load();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const hash = this.hash;
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.proposal(hash));
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = loadFailureStatus(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : failureMessageKey(loaded.left);
        return;
      }
      this.proposal = loaded.right;
      this.status = 'ready';
    });
  }

  /** "Book": a checkout session at the proposal's price, then the checkout page. */
  async bookClicked(itemId: number): Promise<void> {
    if (this.bookingItem !== null) return;
    this.bookingItem = itemId;
    this.bookErrorKey = null;
    this.bookMessage = null;
    const booked = await callSignedIn(this.authenticator, 'book', () => this.gateway.book(this.hash, itemId));
    if (!isLeft(booked)) {
      this.navigator.navigate(routeHref({ screen: 'paymentSession', hash: booked.right.paymentSessionHash }, this.settings));
      runInAction(() => (this.bookingItem = null));
      return;
    }
    const failure = booked.left;
    runInAction(() => {
      this.bookingItem = null;
      if (failure.kind === 'signInAborted') {
        this.bookErrorKey = 'account:signInRequired';
        return;
      }
      const code = errorCodeOf(failure);
      this.bookErrorKey = (code && BOOK_ERRORS[code]) || failureMessageKey(failure);
      this.bookMessage = code && BOOK_ERRORS[code] ? null : (serverMessage(failure) ?? null);
    });
    // A refusal means the proposal or a boat changed: show them as they are now.
    if (failure.kind === 'http' && failure.status === 409) await this.refresh();
  }

  private async refresh(): Promise<void> {
    const loaded = await this.gateway.proposal(this.hash);
    runInAction(() => {
      if (!isLeft(loaded)) this.proposal = loaded.right;
    });
  }
}
