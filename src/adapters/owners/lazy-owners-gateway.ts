import type { OwnersGateway } from '../../application/owners/ports';
import { lazyGateway } from '../http/lazy-gateway';

/** The professional owners' gateway, loaded (with its codecs) on the header's first is-owner question. */
export const lazyOwnersGateway = (loader: () => Promise<OwnersGateway>): OwnersGateway => lazyGateway(loader);
