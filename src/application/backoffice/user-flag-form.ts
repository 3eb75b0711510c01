import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { isLeft } from 'fp-ts/lib/Either';
import type { FlagAnswer, StaffUser } from '../../contract/backoffice-messages';
import { reasonProblem } from '../../domain/backoffice/moderation';
import type { BackOfficeMessagesGateway } from './backoffice-messages-port';
import { messagesErrorKey, messagesFieldProblems, type StaffNotice } from './messages-failures';

/**
 * Flagging a user for staff attention, or clearing the flag, from any back-office page that shows them: a reason is
 * required both ways (checked before sending); the typed reason stays when the server refuses. Nothing changes for
 * the user. `changed` lets the page refresh what it shows (its audit trail).
 */
export class UserFlagForm {
  user: StaffUser;
  open = false;
  reason = '';
  problem: string | null = null;
  busy = false;
  notice: StaffNotice | null = null;

  constructor(
    user: StaffUser,
    private readonly gateway: BackOfficeMessagesGateway,
    private readonly changed: (answer: FlagAnswer) => void = () => undefined,
  ) {
    this.user = user;
    makeObservable(this, {
      user: observableRef,
      open: observable,
      reason: observable,
      problem: observable,
      busy: observable,
      notice: observableRef,
      action: computed,
      opened: action,
      cancelled: action,
      reasonChanged: action,
      submitted: action,
    });
  }

  /** What the form does: flag a user who is not flagged, clear the flag of one who is. */
  get action(): 'flag' | 'unflag' {
    return this.user.flagged ? 'unflag' : 'flag';
  }

  opened(): void {
    this.open = true;
    this.problem = null;
    this.notice = null;
  }

  /** Closes the form; what was typed stays for the next opening. */
  cancelled(): void {
    this.open = false;
    this.problem = null;
  }

  reasonChanged(text: string): void {
    this.reason = text;
    this.problem = null;
  }

  async submitted(): Promise<void> {
    if (this.busy) return;
    const problem = reasonProblem(this.reason);
    if (problem) {
      this.problem = problem;
      return;
    }
    this.busy = true;
    this.notice = null;
    const flagging = this.action === 'flag';
    const answer = flagging ? await this.gateway.flagUser(this.user.id, this.reason) : await this.gateway.unflagUser(this.user.id, this.reason);
    runInAction(() => {
      this.busy = false;
      if (isLeft(answer)) {
        const field = messagesFieldProblems(answer.left).reason;
        if (field) this.problem = field;
        else this.notice = { key: messagesErrorKey(answer.left), ok: false };
        return;
      }
      this.user = answer.right.user;
      this.reason = '';
      this.open = false;
      this.notice = { key: flagging ? 'backoffice-messages:flag.flagged' : 'backoffice-messages:flag.unflagged', ok: true, values: { name: answer.right.user.firstName } };
    });
    if (!isLeft(answer)) this.changed(answer.right);
  }
}
