import { PROPOSAL_PATHS, ProposalBooked, TenantProposal } from '../../contract/proposals';
import type { ProposalGateway } from '../../application/account/proposal-gateway';
import type { HttpClient } from '../http/http-client';

/** A staff proposal as its tenant reads and books it, over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpProposalGateway implements ProposalGateway {
  constructor(private readonly http: HttpClient) {}

  proposal(hash: string) {
    return this.http.get(PROPOSAL_PATHS.tenantProposal(hash), TenantProposal);
  }

  book(hash: string, itemId: number) {
    return this.http.send('POST', PROPOSAL_PATHS.book(hash, itemId), ProposalBooked);
  }
}
