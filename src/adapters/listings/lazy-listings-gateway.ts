import type { ListingsGateway } from '../../application/listings/listings-port';
import { lazyGateway } from '../http/lazy-gateway';

/** The listings gateway, loaded (with the listings contract's codecs) on its first call, so only owners' pages carry it. */
export const lazyListingsGateway = (loader: () => Promise<ListingsGateway>): ListingsGateway => lazyGateway(loader);
