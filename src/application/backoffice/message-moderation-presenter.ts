import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type { AuditEntry } from '../../contract/backoffice';
import type { StaffMessageDetail, StaffUser } from '../../contract/backoffice-messages';
import { MESSAGE_MAX_LENGTH } from '../../contract/conversations';
import { editedTextProblem, reasonProblem } from '../../domain/backoffice/moderation';
import type { Route } from '../../domain/routing/route';
import { callSignedIn, type SignInAborted } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import type { ApiFailure } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { BACKOFFICE_MESSAGES_TOKENS, type BackOfficeMessagesGateway } from './backoffice-messages-port';
import { messageRowOf, subjectViewOf, type StaffMessageRow, type SubjectView } from './conversation-review-presenter';
import { messagesErrorKey, messagesFieldProblems, messagesLoadFailure, pageIdOf, type MessagesLoadFailure, type StaffNotice } from './messages-failures';
import { staffInstant } from './staff-formats';
import { UserFlagForm } from './user-flag-form';

export type ModerationAction = 'edit' | 'hide' | 'unhide';

/**
 * One message in the back office (issue [7], `message/edit/{id}`): its text (and the original its author wrote, when
 * staff edited it), its conversation (a link back), its audit trail; staff edit its text or hide it from both
 * parties (or show it again), each with a reason checked before sending; the author (the tenant or the owner) can
 * be flagged. Every action waits for the server's answer (the page then shows the message as stored); what staff
 * typed stays when anything fails.
 */
@injectable()
export class MessageModerationPresenter {
  status: 'loading' | 'ready' | MessagesLoadFailure = 'loading';
  errorKey: string | null = null;
  detail: StaffMessageDetail | null = null;
  editing = false;
  body = '';
  editReason = '';
  visibilityReason = '';
  /** Problems per field (`body`, `editReason`, `visibilityReason`): message keys. */
  problems: Readonly<Record<string, string>> = {};
  busy: ModerationAction | null = null;
  notice: StaffNotice | null = null;
  authorFlag: UserFlagForm | null = null;

  constructor(
    @inject(BACKOFFICE_MESSAGES_TOKENS.BackOfficeMessagesGateway) private readonly gateway: BackOfficeMessagesGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable<MessageModerationPresenter, 'applied'>(this, {
      status: observable,
      errorKey: observable,
      detail: observableRef,
      editing: observable,
      body: observable,
      editReason: observable,
      visibilityReason: observable,
      problems: observableRef,
      busy: observable,
      notice: observableRef,
      authorFlag: observableRef,
      message: computed,
      subject: computed,
      conversationRoute: computed,
      originalText: computed,
      editedAt: computed,
      audit: computed,
      hidden: computed,
      load: action,
      editOpened: action,
      editCancelled: action,
      bodyChanged: action,
      editReasonChanged: action,
      visibilityReasonChanged: action,
      editSubmitted: action,
      visibilitySubmitted: action,
      applied: action,
    });
  }

  get message(): StaffMessageRow | null {
    return this.detail ? messageRowOf(this.detail.message, this.settings.language) : null;
  }

  get subject(): SubjectView | null {
    return this.detail ? subjectViewOf(this.detail.conversation.subject, this.settings.language) : null;
  }

  /** message/editConv/{id}: back to the whole conversation. */
  get conversationRoute(): Route | null {
    return this.detail ? { screen: 'backOffice', page: 'messageEditConv', id: String(this.detail.conversation.id) } : null;
  }

  /** The author's own text, shown only when staff changed it. */
  get originalText(): string | null {
    return this.detail && this.detail.originalText !== this.detail.message.text ? this.detail.originalText : null;
  }

  get editedAt(): string | null {
    return this.detail?.message.editedAt ? staffInstant(this.detail.message.editedAt, this.settings.language) : null;
  }

  get hidden(): boolean {
    return this.detail?.message.hiddenAt != null;
  }

  get audit(): readonly AuditEntry[] {
    return this.detail?.audit ?? [];
  }

  async load(rawId: string | undefined): Promise<void> {
    const id = pageIdOf(rawId);
    if (id === undefined) {
      this.status = 'notFound';
      return;
    }
    this.status = 'loading';
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.message(id));
    runInAction(() => {
      if (isLeft(answer)) {
        this.status = messagesLoadFailure(answer.left);
        this.errorKey = messagesErrorKey(answer.left);
        return;
      }
      this.applied(answer.right);
      this.status = 'ready';
    });
  }

  /** Opens the editor with the current text (or what was typed before, when it was closed). */
  editOpened(): void {
    if (!this.detail) return;
    if (this.body === '') this.body = this.detail.message.text;
    this.editing = true;
    this.notice = null;
  }

  editCancelled(): void {
    this.editing = false;
    this.problems = {};
  }

  bodyChanged(text: string): void {
    this.body = text;
    this.problems = { ...this.problems, body: '' };
  }

  editReasonChanged(text: string): void {
    this.editReason = text;
    this.problems = { ...this.problems, editReason: '' };
  }

  visibilityReasonChanged(text: string): void {
    this.visibilityReason = text;
    this.problems = { ...this.problems, visibilityReason: '' };
  }

  /** Saves the new text: checked like any message and with a reason, then sent once. */
  async editSubmitted(): Promise<void> {
    if (!this.detail || this.busy !== null) return;
    const problems = withoutEmpty({
      body: editedTextProblem(this.body, this.detail.message.text, MESSAGE_MAX_LENGTH),
      editReason: reasonProblem(this.editReason),
    });
    this.problems = problems;
    if (Object.keys(problems).length > 0) return;
    const { id } = this.detail.message;
    await this.act('edit', () => this.gateway.editMessage(id, { body: this.body, reason: this.editReason }), 'editReason');
  }

  /** Hides the message from both parties, or shows it again, with a reason. */
  async visibilitySubmitted(): Promise<void> {
    if (!this.detail || this.busy !== null) return;
    const problem = reasonProblem(this.visibilityReason);
    this.problems = withoutEmpty({ visibilityReason: problem });
    if (problem) return;
    const { id } = this.detail.message;
    const hiding = !this.hidden;
    await this.act(hiding ? 'hide' : 'unhide', () => (hiding ? this.gateway.hideMessage(id, this.visibilityReason) : this.gateway.unhideMessage(id, this.visibilityReason)), 'visibilityReason');
  }

  private async act(action: ModerationAction, call: () => Promise<Either<ApiFailure, StaffMessageDetail>>, reasonField: 'editReason' | 'visibilityReason'): Promise<void> {
    this.busy = action;
    this.notice = null;
    const answer: Either<ApiFailure | SignInAborted, StaffMessageDetail> = await callSignedIn(this.authenticator, 'menu', call);
    runInAction(() => {
      this.busy = null;
      if (isLeft(answer)) {
        const fields = messagesFieldProblems(answer.left);
        const mapped = withoutEmpty({ body: fields.body, [reasonField]: fields.reason });
        if (Object.keys(mapped).length > 0) this.problems = mapped;
        else this.notice = { key: messagesErrorKey(answer.left), ok: false };
        return;
      }
      this.applied(answer.right);
      if (action === 'edit') {
        this.editing = false;
        this.body = '';
        this.editReason = '';
      } else {
        this.visibilityReason = '';
      }
      this.notice = { key: `backoffice-messages:message.done.${action}`, ok: true };
    });
  }

  private applied(detail: StaffMessageDetail): void {
    this.detail = detail;
    const author = authorOf(detail);
    if (!author) this.authorFlag = null;
    else if (this.authorFlag?.user.id === author.id) this.authorFlag.user = author;
    else this.authorFlag = new UserFlagForm(author, this.gateway);
  }
}

/** The author as a user staff may flag: the tenant or the owner (a teammate or the marketplace: none). */
const authorOf = (detail: StaffMessageDetail): StaffUser | null => {
  const kind = detail.message.author.kind;
  return kind === 'tenant' ? detail.conversation.tenant : kind === 'owner' ? detail.conversation.owner : null;
};

const withoutEmpty = (problems: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
