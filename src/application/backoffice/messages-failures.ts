import { staffFailureMessages } from './staff-failures';

export { pageIdOf, staffLoadFailure as messagesLoadFailure, type StaffLoadFailure as MessagesLoadFailure } from './staff-failures';

/** Server error codes of the back office's messages and damage claims shown with their own message, else the generic one. */
const messages = staffFailureMessages('backoffice-messages', {
  conversation_not_found: 'backoffice-messages:errors.conversationNotFound',
  message_not_found: 'backoffice-messages:errors.messageNotFound',
  user_not_found: 'backoffice-messages:errors.userNotFound',
  damage_claim_not_found: 'backoffice-messages:errors.claimNotFound',
  message_already_hidden: 'backoffice-messages:errors.alreadyHidden',
  message_not_hidden: 'backoffice-messages:errors.notHidden',
  user_already_flagged: 'backoffice-messages:errors.alreadyFlagged',
  user_not_flagged: 'backoffice-messages:errors.notFlagged',
  damage_claim_decided: 'backoffice-messages:errors.alreadyDecided',
});
export const messagesErrorKey = messages.errorKey;
export const messagesFieldProblems = messages.fieldProblems;

/** A saved-or-refused message next to what it is about. */
export interface StaffNotice {
  readonly key: string;
  readonly ok: boolean;
  readonly values?: Readonly<Record<string, string>>;
}
