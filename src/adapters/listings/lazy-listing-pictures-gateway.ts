import type { ListingPicturesGateway } from '../../application/listings/listing-pictures-port';
import { LazyGateway } from '../http/lazy-gateway';

/**
 * A listing's pictures gateway, loaded (with the pictures contract's codecs) on its first call, so only the listing
 * editor carries it. Bind it as
 * `new LazyListingPicturesGateway(async () => new (await import('./http-listing-pictures-gateway')).HttpListingPicturesGateway(http))`.
 */
export class LazyListingPicturesGateway extends LazyGateway<ListingPicturesGateway> implements ListingPicturesGateway {
  pictures = (id: number) => this.call('pictures', (g) => g.pictures(id));
  upload = (id: number, file: Blob) => this.call('upload', (g) => g.upload(id, file));
  reorder = (id: number, ids: readonly number[]) => this.call('reorder', (g) => g.reorder(id, ids));
  remove = (id: number, pictureId: number) => this.call('remove', (g) => g.remove(id, pictureId));
}
