import {
  BACKOFFICE_MESSAGES_PATHS,
  DamageClaimList,
  FlagAnswer,
  StaffConversation,
  StaffDamageClaim,
  StaffMessageDetail,
  type DamageClaimStatus,
  type DamageDecisionBody,
  type MessageEditBody,
} from '../../contract/backoffice-messages';
import type { BackOfficeMessagesGateway } from '../../application/backoffice/backoffice-messages-port';
import type { HttpClient } from '../http/http-client';

/** The back office's conversations, messages, flagged users and damage claims over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpBackOfficeMessagesGateway implements BackOfficeMessagesGateway {
  constructor(private readonly http: HttpClient) {}

  conversation(conversationId: number) {
    return this.http.get(BACKOFFICE_MESSAGES_PATHS.conversation(conversationId), StaffConversation);
  }

  message(messageId: number) {
    return this.http.get(BACKOFFICE_MESSAGES_PATHS.message(messageId), StaffMessageDetail);
  }

  editMessage(messageId: number, body: MessageEditBody) {
    return this.http.send('PUT', BACKOFFICE_MESSAGES_PATHS.message(messageId), StaffMessageDetail, { body: body.body, reason: body.reason });
  }

  hideMessage(messageId: number, reason: string) {
    return this.http.send('POST', BACKOFFICE_MESSAGES_PATHS.hideMessage(messageId), StaffMessageDetail, { reason });
  }

  unhideMessage(messageId: number, reason: string) {
    return this.http.send('POST', BACKOFFICE_MESSAGES_PATHS.unhideMessage(messageId), StaffMessageDetail, { reason });
  }

  flagUser(userId: number, reason: string) {
    return this.http.send('POST', BACKOFFICE_MESSAGES_PATHS.userFlag(userId), FlagAnswer, { reason });
  }

  unflagUser(userId: number, reason: string) {
    return this.http.send('DELETE', BACKOFFICE_MESSAGES_PATHS.userFlag(userId), FlagAnswer, { reason });
  }

  damageClaims(status: DamageClaimStatus) {
    return this.http.get(BACKOFFICE_MESSAGES_PATHS.damageClaims, DamageClaimList, { status });
  }

  damageClaim(claimId: number) {
    return this.http.get(BACKOFFICE_MESSAGES_PATHS.damageClaim(claimId), StaffDamageClaim);
  }

  decideDamageClaim(claimId: number, body: DamageDecisionBody) {
    return this.http.send('POST', BACKOFFICE_MESSAGES_PATHS.damageDecision(claimId), StaffDamageClaim, { amount: body.amount, note: body.note });
  }
}
