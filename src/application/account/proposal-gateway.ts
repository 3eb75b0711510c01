import type { Either } from 'fp-ts/lib/Either';
import type { ProposalBooked, TenantProposal } from '../../contract/proposals';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/** A staff proposal as its tenant opens it from the link (issue [7]): read it, book one of its boats. */
export interface ProposalGateway {
  proposal(hash: string): Call<TenantProposal>;
  book(hash: string, itemId: number): Call<ProposalBooked>;
}

export const PROPOSAL_TOKENS = {
  ProposalGateway: Symbol.for('ProposalGateway'),
} as const;
