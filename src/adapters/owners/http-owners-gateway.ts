import * as t from 'io-ts';
import {
  Lead,
  LeadList,
  LeadsCount,
  OWNERS_PATHS,
  OwnerStatus,
  SalesSettings,
  TeamInvitation,
  TeamInvitationList,
  Teammate,
  TeammateList,
  type SalesSettingsBody,
} from '../../contract/owners';
import type { OwnersGateway } from '../../application/owners/ports';
import type { HttpClient } from '../http/http-client';

/** The professional owners' calls over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpOwnersGateway implements OwnersGateway {
  constructor(private readonly http: HttpClient) {}

  ownerStatus() {
    return this.http.get(OWNERS_PATHS.isOwner, OwnerStatus);
  }

  salesSettings() {
    return this.http.get(OWNERS_PATHS.salesSettings, SalesSettings);
  }

  saveSalesSettings(body: SalesSettingsBody) {
    const { deposit, cancellationPolicy, instantBooking, responseTimeHours } = body;
    return this.http.send('PUT', OWNERS_PATHS.salesSettings, SalesSettings, { deposit, cancellationPolicy, instantBooking, responseTimeHours });
  }

  teammates() {
    return this.http.get(OWNERS_PATHS.teammates, TeammateList);
  }

  invite(email: string) {
    return this.http.send('POST', OWNERS_PATHS.teammates, Teammate, { email });
  }

  removeTeammate(id: number) {
    return this.http.send('DELETE', OWNERS_PATHS.teammate(id), t.null);
  }

  invitations() {
    return this.http.get(OWNERS_PATHS.invitations, TeamInvitationList);
  }

  acceptInvitation(id: number) {
    return this.http.send('POST', OWNERS_PATHS.acceptInvitation(id), TeamInvitation);
  }

  declineInvitation(id: number) {
    return this.http.send('POST', OWNERS_PATHS.declineInvitation(id), t.null);
  }

  leads() {
    return this.http.get(OWNERS_PATHS.leads, LeadList);
  }

  leadsCount() {
    return this.http.get(OWNERS_PATHS.leadsCount, LeadsCount);
  }

  assignLead(conversationHash: string, userId: number | null) {
    return this.http.send('PUT', OWNERS_PATHS.leadAssign(conversationHash), Lead, { userId });
  }

  setLeadStatus(conversationHash: string, status: 'open' | 'lost') {
    return this.http.send('PUT', OWNERS_PATHS.leadStatus(conversationHash), Lead, { status });
  }
}
