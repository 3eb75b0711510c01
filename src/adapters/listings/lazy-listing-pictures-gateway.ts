import type { ListingPicturesGateway } from '../../application/listings/listing-pictures-port';
import { lazyGateway } from '../http/lazy-gateway';

/** A listing's pictures gateway, loaded (with its codecs) on its first call: only the listing editor's pictures step uses it. */
export const lazyListingPicturesGateway = (loader: () => Promise<ListingPicturesGateway>): ListingPicturesGateway => lazyGateway(loader);
