import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { AuditEntry } from '../../contract/backoffice';
import type { MessageAuthorKind, StaffConversation, StaffMessage } from '../../contract/backoffice-messages';
import type { Route } from '../../domain/routing/route';
import { callSignedIn } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_MESSAGES_TOKENS, type BackOfficeMessagesGateway } from './backoffice-messages-port';
import { messagesErrorKey, messagesLoadFailure, pageIdOf, type MessagesLoadFailure } from './messages-failures';
import { staffDays, staffInstant } from './staff-formats';
import { UserFlagForm } from './user-flag-form';

/** A message as the conversation page lists it. */
export interface StaffMessageRow {
  readonly id: number;
  readonly text: string;
  readonly authorKind: MessageAuthorKind;
  /** backoffice-messages:author.{kind} */
  readonly authorKey: string;
  readonly authorName: string | null;
  readonly at: string;
  readonly hidden: boolean;
  readonly edited: boolean;
  /** message/edit/{id}: read it alone, edit or hide it. */
  readonly editRoute: Route;
}

export const messageRowOf = (m: StaffMessage, language: string): StaffMessageRow => ({
  id: m.id,
  text: m.text,
  authorKind: m.author.kind,
  authorKey: `backoffice-messages:author.${m.author.kind}`,
  authorName: m.author.firstName,
  at: staffInstant(m.at, language),
  hidden: m.hiddenAt !== null,
  edited: m.editedAt !== null,
  editRoute: { screen: 'backOffice', page: 'messageEdit', id: String(m.id) },
});

/** What a conversation is about, as its header shows it. */
export interface SubjectView {
  readonly kind: 'booking' | 'boat';
  readonly reference: string | null;
  /** booking/details/{id}, for a booking's conversation. */
  readonly bookingRoute: Route | null;
  readonly productName: string;
  /** boat/details/{id}, when it is about a boat. */
  readonly boatRoute: Route | null;
  readonly dates: string | null;
}

export const subjectViewOf = (subject: StaffConversation['subject'], language: string): SubjectView => ({
  kind: subject.kind,
  reference: subject.reference,
  bookingRoute: subject.bookingId !== null ? { screen: 'backOffice', page: 'bookingDetails', id: String(subject.bookingId) } : null,
  productName: subject.boat?.name ?? subject.activity?.name ?? '',
  boatRoute: subject.boat !== null ? { screen: 'backOffice', page: 'boatDetails', id: String(subject.boat.id) } : null,
  dates: subject.startDate !== null && subject.endDate !== null ? staffDays(subject.startDate, subject.endDate, language) : null,
});

/**
 * A conversation in the back office (issue [7], `message/editConv/{id}`): every message (hidden ones marked, edited
 * ones marked), each linking to its own page for editing or hiding, what it is about, both parties with their flag
 * (flagged or cleared here with a reason), and the audit trail of the conversation, its messages and its parties.
 */
@injectable()
export class ConversationReviewPresenter {
  status: 'loading' | 'ready' | MessagesLoadFailure = 'loading';
  errorKey: string | null = null;
  conversation: StaffConversation | null = null;
  tenantFlag: UserFlagForm | null = null;
  ownerFlag: UserFlagForm | null = null;
  private conversationId: number | undefined;

  constructor(
    @inject(BACKOFFICE_MESSAGES_TOKENS.BackOfficeMessagesGateway) private readonly gateway: BackOfficeMessagesGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      conversation: observableRef,
      tenantFlag: observableRef,
      ownerFlag: observableRef,
      subject: computed,
      messages: computed,
      hiddenCount: computed,
      audit: computed,
      load: action,
    });
  }

  get subject(): SubjectView | null {
    return this.conversation ? subjectViewOf(this.conversation.subject, this.settings.language) : null;
  }

  get messages(): StaffMessageRow[] {
    return (this.conversation?.messages ?? []).map((m) => messageRowOf(m, this.settings.language));
  }

  get hiddenCount(): number {
    return this.messages.filter((m) => m.hidden).length;
  }

  get audit(): readonly AuditEntry[] {
    return this.conversation?.audit ?? [];
  }

  /** Loads the conversation of the page's id (a malformed id is simply not found, without a call). */
  async load(rawId: string | undefined): Promise<void> {
    this.conversationId = pageIdOf(rawId);
    if (this.conversationId === undefined) {
      this.status = 'notFound';
      return;
    }
    this.status = 'loading';
    await this.fetch(this.conversationId);
  }

  /** After a flag changed: the trail and the parties again, without leaving the page. */
  private async refresh(): Promise<void> {
    if (this.conversationId !== undefined) await this.fetch(this.conversationId);
  }

  private async fetch(id: number): Promise<void> {
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.conversation(id));
    runInAction(() => {
      if (isLeft(answer)) {
        // A failed refresh keeps what the page shows.
        if (this.conversation) return;
        this.status = messagesLoadFailure(answer.left);
        this.errorKey = messagesErrorKey(answer.left);
        return;
      }
      this.conversation = answer.right;
      const refresh = () => void this.refresh();
      // The forms stay (with what was typed) across a refresh; only the user they show is replaced.
      if (this.tenantFlag?.user.id === answer.right.tenant.id) this.tenantFlag.user = answer.right.tenant;
      else this.tenantFlag = new UserFlagForm(answer.right.tenant, this.gateway, refresh);
      if (this.ownerFlag?.user.id === answer.right.owner.id) this.ownerFlag.user = answer.right.owner;
      else this.ownerFlag = new UserFlagForm(answer.right.owner, this.gateway, refresh);
      this.status = 'ready';
      this.errorKey = null;
    });
  }
}
