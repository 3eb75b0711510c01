import { BACKOFFICE_BOATS_PATHS, BoatReview, type BoatStatusBody } from '../../contract/backoffice-boats';
import { Proposal, PROPOSAL_PATHS, ProposalBoatList, ProposalList, type ProposalBody } from '../../contract/proposals';
import type { BackOfficeBoatsGateway } from '../../application/backoffice/backoffice-boats-port';
import type { ProposalStatus } from '../../domain/backoffice/proposals';
import type { HttpClient } from '../http/http-client';

/** The back office's listing review and proposals over /api/v6 (failures as ApiFailure, never thrown). */
export class HttpBackOfficeBoatsGateway implements BackOfficeBoatsGateway {
  constructor(private readonly http: HttpClient) {}

  boatReview(boatId: number) {
    return this.http.get(BACKOFFICE_BOATS_PATHS.boat(boatId), BoatReview);
  }

  changeBoatStatus(boatId: number, body: BoatStatusBody) {
    return this.http.send('PUT', BACKOFFICE_BOATS_PATHS.boatStatus(boatId), BoatReview, { status: body.status, reason: body.reason });
  }

  proposals(status?: ProposalStatus) {
    return this.http.get(PROPOSAL_PATHS.proposals, ProposalList, status ? { status } : undefined);
  }

  proposal(proposalId: number) {
    return this.http.get(PROPOSAL_PATHS.proposal(proposalId), Proposal);
  }

  createProposal(body: ProposalBody) {
    return this.http.send('POST', PROPOSAL_PATHS.proposals, Proposal, ProposalBodyOf(body));
  }

  updateProposal(proposalId: number, body: ProposalBody) {
    return this.http.send('PUT', PROPOSAL_PATHS.proposal(proposalId), Proposal, ProposalBodyOf(body));
  }

  sendProposal(proposalId: number) {
    return this.http.send('POST', PROPOSAL_PATHS.send(proposalId), Proposal);
  }

  withdrawProposal(proposalId: number, reason: string) {
    return this.http.send('POST', PROPOSAL_PATHS.withdraw(proposalId), Proposal, { reason });
  }

  proposalBoats(query: string) {
    return this.http.get(PROPOSAL_PATHS.boats, ProposalBoatList, { q: query });
  }
}

/** Exactly the contract's fields (nothing else a caller's object may carry goes out). */
const ProposalBodyOf = (body: ProposalBody): ProposalBody => ({
  tenantEmail: body.tenantEmail,
  startDate: body.startDate,
  endDate: body.endDate,
  people: body.people,
  language: body.language,
  message: body.message,
  items: body.items.map((i) => ({ boatId: i.boatId, price: i.price ?? null })),
});
