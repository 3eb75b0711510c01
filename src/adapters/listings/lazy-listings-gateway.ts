import type { ListingChangesBody, ListingStatusBody, NewListingBody } from '../../contract/listings';
import type { ListingsGateway } from '../../application/listings/listings-port';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * The listings gateway, loaded (with the listings contract's codecs) on its first call, so only owners' pages carry it.
 * Bind it as `new LazyListingsGateway(async () => new (await import('./http-listings-gateway')).HttpListingsGateway(http))`.
 */
export class LazyListingsGateway extends LazyGateway<ListingsGateway> implements ListingsGateway {
  listings = () => this.call('listings', (g) => g.listings());
  create = (body: NewListingBody) => this.call('create', (g) => g.create(body));
  listing = (id: number) => this.call('listing', (g) => g.listing(id));
  update = (id: number, changes: ListingChangesBody) => this.call('update', (g) => g.update(id, changes));
  changeStatus = (id: number, body: ListingStatusBody) => this.call('changeStatus', (g) => g.changeStatus(id, body));
}
