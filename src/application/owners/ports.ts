import type { Either } from 'fp-ts/lib/Either';
import type {
  Lead,
  LeadList,
  LeadsCount,
  OwnerStatus,
  SalesSettings,
  SalesSettingsBody,
  TeamInvitation,
  TeamInvitationList,
  Teammate,
  TeammateList,
} from '../../contract/owners';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** Professional owners (issue [6]): who owns, sales settings, teammates and their invitations, leads. */
export interface OwnersGateway {
  ownerStatus(): Call<OwnerStatus>;
  salesSettings(): Call<SalesSettings>;
  saveSalesSettings(body: SalesSettingsBody): Call<SalesSettings>;
  teammates(): Call<TeammateList>;
  invite(email: string): Call<Teammate>;
  removeTeammate(id: number): Call<null>;
  invitations(): Call<TeamInvitationList>;
  acceptInvitation(id: number): Call<TeamInvitation>;
  declineInvitation(id: number): Call<null>;
  leads(): Call<LeadList>;
  leadsCount(): Call<LeadsCount>;
  assignLead(conversationHash: string, userId: number | null): Call<Lead>;
  setLeadStatus(conversationHash: string, status: 'open' | 'lost'): Call<Lead>;
}
