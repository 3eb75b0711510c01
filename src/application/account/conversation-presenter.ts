import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import { MESSAGE_MAX_LENGTH, type ConversationList, type ConversationMessage, type ConversationThread, type Offer } from '../../contract/conversations';
import type { Route } from '../../domain/routing/route';
import type { Authenticator } from '../auth/authenticator';
import { formatEuroCents } from '../checkout/format-money';
import type { Navigator } from '../routing/navigator';
import type { Scheduler } from '../search/scheduler';
import { SEARCH_TOKENS } from '../search/search-tokens';
import type { SearchSettings } from '../search/search-context';
import { failureMessageKey, serverMessage, type ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { ACCOUNT_TOKENS } from './account-tokens';
import { formatDay, formatDays, routeHref } from './booking-card';
import type { ConversationGateway } from './ports';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from './signed-in';
import { dateTimeFormat } from '../../domain/i18n/intl-formats';

/**
 * A price typed in euros: digits with an optional decimal part of one or two digits after a comma or a point, and
 * optional thousands separators (space, apostrophe, or the other mark: "1,234.50", "1.234,50", "1 234"); NaN otherwise.
 */
export const eurosOf = (typed: string): number => {
  const compact = typed.trim().replace(/[\s'\u00a0\u202f]/g, '');
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  if (!match) return Number.NaN;
  const whole = match[1]!.replace(/[.,]/g, '');
  return Number(`${whole}.${match[3] ?? '0'}`);
};

/** New messages are fetched this often while a conversation is open (docs/decisions.md: polling, not a socket). */
export const CONVERSATION_POLL_MS = 4000;

export type ConversationStatus = 'loading' | 'ready' | LoadFailureStatus;

export interface OfferView {
  readonly hash: string;
  readonly productName: string;
  readonly dates: string;
  readonly price: string;
  readonly status: Offer['status'];
  readonly expires: string;
  readonly canAnswer: boolean;
  readonly checkoutHref: string | null;
  readonly conversationHref: string;
}

const dayAndTime = (iso: string, language: string): string =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * Accepting opens the checkout at the offer's price (navigates to ps/{hash}); declining only answers. Returns the
 * failure, if any.
 */
export const answerOffer = async (
  gateway: Pick<ConversationGateway, 'acceptOffer' | 'declineOffer'>,
  navigator: Navigator,
  settings: SearchSettings,
  hash: string,
  accept: boolean,
): Promise<ApiFailure | null> => {
  if (accept) {
    const accepted = await gateway.acceptOffer(hash);
    if (isLeft(accepted)) return accepted.left;
    navigator.navigate(routeHref({ screen: 'paymentSession', hash: accepted.right.hash }, settings));
    return null;
  }
  const declined = await gateway.declineOffer(hash);
  return isLeft(declined) ? declined.left : null;
};

/** One offer, ready to show, with what the caller may do. */
export const toOfferView = (offer: Offer, settings: SearchSettings): OfferView => ({
  hash: offer.hash,
  productName: offer.product.name,
  dates: formatDays(offer.startDate, offer.endDate, settings.language),
  price: formatEuroCents(offer.price, settings),
  status: offer.status,
  expires: dayAndTime(offer.expiresAt, settings.language),
  canAnswer: offer.myRole === 'tenant' && offer.status === 'pending',
  checkoutHref: offer.status === 'accepted' && offer.paymentSessionHash ? routeHref({ screen: 'paymentSession', hash: offer.paymentSessionHash }, settings) : null,
  conversationHref: routeHref({ screen: 'chatConversation', hash: offer.conversationHash, ish: offer.conversationIsh }, settings),
});

/**
 * The conversations pages: account/chat/list (every conversation with its unread count) and account/chat/{hash}/{ish}
 * (the thread, polled for new messages, a message box, and the offers: the owner proposes, the tenant accepts into a
 * checkout at that price or declines). Text is kept as typed; the view renders it as text, never as HTML.
 */
@injectable()
export class ConversationPresenter {
  hash = '';
  page: 'list' | 'thread' = 'list';
  status: ConversationStatus = 'loading';
  errorKey: string | null = null;
  list: ConversationList | null = null;
  thread: ConversationThread | null = null;
  messages: readonly ConversationMessage[] = [];
  draft = '';
  sending = false;
  sendErrorKey: string | null = null;
  offerForm = { startDate: '', endDate: '', price: '' };
  offerErrorKey: string | null = null;
  offerMessage: string | null = null;
  offerSending = false;
  answeringOffer: string | null = null;
  /** True from entering a thread until the page is left: only then is a poll scheduled. */
  private polling = false;
  private stopPolling: (() => void) | null = null;
  /**
   * The last message id the server listed (thread or poll): polls ask for what follows it. Our own sent message is
   * not counted: a message of the other party stored just before it would otherwise never be fetched.
   */
  private cursor: number | undefined = undefined;

  constructor(
    @inject(ACCOUNT_TOKENS.ConversationGateway) private readonly gateway: ConversationGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(SEARCH_TOKENS.Scheduler) private readonly scheduler: Scheduler,
  ) {
    makeObservable(this, {
      page: observable,
      status: observable,
      errorKey: observable,
      list: observableRef,
      thread: observableRef,
      messages: observableRef,
      draft: observable,
      sending: observable,
      sendErrorKey: observable,
      offerForm: observableRef,
      offerErrorKey: observable,
      offerMessage: observable,
      offerSending: observable,
      answeringOffer: observable,
      conversations: computed,
      messageViews: computed,
      offers: computed,
      canSend: computed,
      routeEntered: action,
      draftChanged: action,
      sendClicked: action,
      offerChanged: action,
      offerSubmitted: action,
      offerAnswered: action,
    });
  }

  get conversations() {
    return (this.list?.conversations ?? []).map((c) => ({
      hash: c.hash,
      href: routeHref({ screen: 'chatConversation', hash: c.hash, ish: c.ish }, this.settings),
      otherName: c.otherParty.firstName,
      otherRole: c.otherParty.role,
      subject: c.subject.productName,
      reference: c.subject.reference,
      dates: c.subject.startDate && c.subject.endDate ? formatDays(c.subject.startDate, c.subject.endDate, this.settings.language) : null,
      lastMessage: c.lastMessage?.text ?? null,
      lastAt: c.lastMessage ? dayAndTime(c.lastMessage.at, this.settings.language) : null,
      unread: c.unreadCount,
    }));
  }

  get messageViews() {
    return this.messages.map((m) => ({ id: m.id, text: m.text, author: m.author, at: dayAndTime(m.at, this.settings.language), signature: m.signature ?? null }));
  }

  get offers(): OfferView[] {
    return (this.thread?.offers ?? []).map((o) => toOfferView(o, this.settings));
  }

  get canSend(): boolean {
    const length = [...this.draft.trim()].length;
    return !this.sending && length > 0 && length <= MESSAGE_MAX_LENGTH;
  }

  get subject() {
    const t = this.thread;
    if (!t) return null;
    return {
      name: t.subject.productName,
      reference: t.subject.reference,
      dates: t.subject.startDate && t.subject.endDate ? formatDays(t.subject.startDate, t.subject.endDate, this.settings.language) : null,
      otherName: t.otherParty.firstName,
      otherRole: t.otherParty.role,
      myRole: t.myRole,
      canOffer: t.myRole === 'owner' && t.subject.productId !== null && t.subject.kind === 'boat',
      bookingHref: t.subject.bookingId !== null ? routeHref({ screen: 'bookingDetail', bookingId: String(t.subject.bookingId) }, this.settings) : null,
    };
  }

  routeEntered(route: Route): Promise<void> {
    this.pageLeft();
    if (route.screen === 'chatConversation') {
      this.page = 'thread';
      this.hash = route.hash;
      this.polling = true;
      return this.loadThread();
    }
    this.page = 'list';
    return this.loadList();
  }

  /** Stops polling when the page goes away. */
  pageLeft(): void {
    this.polling = false;
    this.stopPolling?.();
    this.stopPolling = null;
  }

  private async loadList(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const list = await callSignedIn(this.authenticator, 'sendMessage', () => this.gateway.conversations());
    runInAction(() => {
      if (isLeft(list)) {
        this.status = loadFailureStatus(list.left);
        this.errorKey = list.left.kind === 'signInAborted' ? null : failureMessageKey(list.left);
        return;
      }
      this.list = list.right;
      this.status = 'ready';
    });
  }

  private async loadThread(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const thread = await callSignedIn(this.authenticator, 'sendMessage', () => this.gateway.thread(this.hash));
    runInAction(() => {
      if (isLeft(thread)) {
        this.status = loadFailureStatus(thread.left);
        this.errorKey = thread.left.kind === 'signInAborted' ? null : failureMessageKey(thread.left);
        return;
      }
      this.thread = thread.right;
      this.messages = thread.right.messages;
      this.cursor = thread.right.messages.at(-1)?.id;
      this.status = 'ready';
    });
    if (!isLeft(thread) && this.polling) this.schedulePoll();
  }

  /** One poll pending at most: a poll made out of turn (after an offer) restarts the wait instead of adding a timer. */
  private schedulePoll(): void {
    this.stopPolling?.();
    this.stopPolling = this.scheduler.schedule(() => void this.poll(), CONVERSATION_POLL_MS);
  }

  /** Fetches the messages after the last one fetched (and the offers' new states); a failed poll just waits for the next. */
  async poll(): Promise<void> {
    const hash = this.hash;
    const update = await this.gateway.thread(hash, this.cursor);
    if (hash !== this.hash) return;
    if (!isLeft(update)) {
      const newest = update.right.messages.reduce<number | undefined>((max, m) => (max === undefined || m.id > max ? m.id : max), this.cursor);
      this.cursor = newest;
      this.merge(update.right.messages, update.right);
    }
    if (this.polling) this.schedulePoll();
  }

  private merge(incoming: readonly ConversationMessage[], thread?: ConversationThread): void {
    runInAction(() => {
      const known = new Set(this.messages.map((m) => m.id));
      const fresh = incoming.filter((m) => !known.has(m.id));
      if (fresh.length > 0) this.messages = [...this.messages, ...fresh].sort((a, b) => a.id - b.id);
      if (thread && this.thread) this.thread = { ...this.thread, offers: thread.offers };
    });
  }

  draftChanged(text: string): void {
    this.draft = text;
    this.sendErrorKey = null;
  }

  /** Sends once; the draft is kept when sending fails (never lost). */
  async sendClicked(): Promise<void> {
    if (!this.canSend) return;
    this.sending = true;
    this.sendErrorKey = null;
    const text = this.draft;
    const sent = await this.gateway.send(this.hash, text);
    runInAction(() => {
      this.sending = false;
      if (isLeft(sent)) {
        this.sendErrorKey = errorCodeOf(sent.left) === 'message_invalid' ? 'account:chat.errors.invalid' : failureMessageKey(sent.left);
        return;
      }
      // What was typed while sending is kept.
      if (this.draft === text) this.draft = '';
    });
    if (!isLeft(sent)) this.merge([sent.right]);
  }

  offerChanged(field: 'startDate' | 'endDate' | 'price', value: string): void {
    this.offerForm = { ...this.offerForm, [field]: value };
    this.offerErrorKey = null;
    this.offerMessage = null;
  }

  /** The owner's offer: the price typed in euros is sent in EUR cents, like every amount of the API. */
  async offerSubmitted(): Promise<void> {
    if (this.offerSending) return;
    this.offerErrorKey = null;
    this.offerMessage = null;
    const { startDate, endDate, price } = this.offerForm;
    const euros = eurosOf(price);
    if (!startDate || !endDate || endDate < startDate || !Number.isFinite(euros) || euros <= 0) {
      this.offerErrorKey = 'account:offers.errors.form';
      return;
    }
    this.offerSending = true;
    const made = await this.gateway.makeOffer(this.hash, { startDate, endDate, price: Math.round(euros * 100) });
    if (isLeft(made)) {
      runInAction(() => {
        this.offerSending = false;
        this.offerErrorKey = failureMessageKey(made.left);
        this.offerMessage = serverMessage(made.left) ?? null;
      });
      return;
    }
    runInAction(() => {
      this.offerSending = false;
      this.offerForm = { startDate: '', endDate: '', price: '' };
    });
    await this.poll();
  }

  /** The tenant accepts (into a checkout at the offer's price) or declines an offer. */
  async offerAnswered(hash: string, accept: boolean): Promise<void> {
    if (this.answeringOffer) return;
    this.answeringOffer = hash;
    this.offerErrorKey = null;
    const failure = await answerOffer(this.gateway, this.navigator, this.settings, hash, accept);
    runInAction(() => {
      this.answeringOffer = null;
      if (failure) {
        this.offerErrorKey = failureMessageKey(failure);
        this.offerMessage = serverMessage(failure) ?? null;
      }
    });
    if (!failure && !accept) await this.poll();
  }

  formatDay(iso: string): string {
    return formatDay(iso, this.settings.language);
  }
}
