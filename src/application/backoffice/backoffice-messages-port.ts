import type { Either } from 'fp-ts/lib/Either';
import type {
  DamageClaimList,
  DamageClaimStatus,
  DamageDecisionBody,
  FlagAnswer,
  MessageEditBody,
  StaffConversation,
  StaffDamageClaim,
  StaffMessageDetail,
} from '../../contract/backoffice-messages';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The back office's conversations, messages, flagged users and damage claims (issue [7]). */
export interface BackOfficeMessagesGateway {
  conversation(conversationId: number): Call<StaffConversation>;
  message(messageId: number): Call<StaffMessageDetail>;
  editMessage(messageId: number, body: MessageEditBody): Call<StaffMessageDetail>;
  hideMessage(messageId: number, reason: string): Call<StaffMessageDetail>;
  unhideMessage(messageId: number, reason: string): Call<StaffMessageDetail>;
  flagUser(userId: number, reason: string): Call<FlagAnswer>;
  unflagUser(userId: number, reason: string): Call<FlagAnswer>;
  damageClaims(status: DamageClaimStatus): Call<DamageClaimList>;
  damageClaim(claimId: number): Call<StaffDamageClaim>;
  decideDamageClaim(claimId: number, body: DamageDecisionBody): Call<StaffDamageClaim>;
}

/** Inversify identifiers of the back office's messages ports (bound in the composition root). */
export const BACKOFFICE_MESSAGES_TOKENS = {
  BackOfficeMessagesGateway: Symbol.for('BackOfficeMessagesGateway'),
} as const;
