import type { ProposalGateway } from '../../application/account/proposal-gateway';
import { lazyGateway } from '../http/lazy-gateway';

/** The tenant's proposal gateway, loaded (with the proposals contract) when a proposal's link is opened. */
export const lazyProposalGateway = (loader: () => Promise<ProposalGateway>): ProposalGateway => lazyGateway(loader);
