import type { Either } from 'fp-ts/lib/Either';
import type { BoatReview, BoatStatusBody } from '../../contract/backoffice-boats';
import type { Proposal, ProposalBody, ProposalBoatList, ProposalList } from '../../contract/proposals';
import type { ProposalStatus } from '../../domain/backoffice/proposals';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** The back office's listing review and proposals (issue [7]). */
export interface BackOfficeBoatsGateway {
  boatReview(boatId: number): Call<BoatReview>;
  changeBoatStatus(boatId: number, body: BoatStatusBody): Call<BoatReview>;
  proposals(status?: ProposalStatus): Call<ProposalList>;
  proposal(proposalId: number): Call<Proposal>;
  createProposal(body: ProposalBody): Call<Proposal>;
  updateProposal(proposalId: number, body: ProposalBody): Call<Proposal>;
  sendProposal(proposalId: number): Call<Proposal>;
  withdrawProposal(proposalId: number, reason: string): Call<Proposal>;
  proposalBoats(query: string): Call<ProposalBoatList>;
}

/** Inversify identifiers of the back office's listing and proposal ports (bound in the composition root). */
export const BACKOFFICE_BOATS_TOKENS = {
  BackOfficeBoatsGateway: Symbol.for('BackOfficeBoatsGateway'),
} as const;
