import { left, type Either } from 'fp-ts/lib/Either';
import type { ListingPicture, ListingPictureList } from '../../contract/listing-pictures';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/**
 * A listing's pictures (issue [6]), for its owner or staff (anyone else: 404 like an unknown listing). Uploads are
 * resized and stripped of their metadata by the server; refusals come back as HTTP failures whose body's `error` is
 * one of PICTURE_ERRORS (413 picture_too_big, 415 picture_type_unsupported, 422 picture_too_small…).
 */
export interface ListingPicturesGateway {
  /** GET /account/listings/{id}/pictures, in order (the first is the cover). */
  pictures(listingId: number): Call<ListingPictureList>;
  /** POST …/pictures with the file as the body: the new picture, added last. */
  upload(listingId: number, file: Blob): Call<ListingPicture>;
  /** PUT …/pictures/order with every picture id of the listing, in the new order: the list as saved. */
  reorder(listingId: number, ids: readonly number[]): Call<ListingPictureList>;
  /** DELETE …/pictures/{pictureId}. */
  remove(listingId: number, pictureId: number): Call<null>;
}

/** Inversify identifiers of the pictures' ports (bound in the composition root). */
export const LISTING_PICTURES_TOKENS = {
  ListingPicturesGateway: Symbol.for('ListingPicturesGateway'),
} as const;

/**
 * A gateway whose implementation (and the contract's codecs) loads on its first call, so only the listing editor
 * carries it. A failed load is a network failure, tried again on the next call.
 */
export const deferredListingPicturesGateway = (load: () => Promise<ListingPicturesGateway>): ListingPicturesGateway => {
  let loading: Promise<ListingPicturesGateway> | undefined;
  const call = async <A>(name: string, run: (gateway: ListingPicturesGateway) => Call<A>): Call<A> => {
    let gateway: ListingPicturesGateway;
    try {
      loading ??= load();
      gateway = await loading;
    } catch (error) {
      loading = undefined;
      return left({ kind: 'network', path: name, message: error instanceof Error ? error.message : String(error) });
    }
    return run(gateway);
  };
  return {
    pictures: (id) => call('pictures', (g) => g.pictures(id)),
    upload: (id, file) => call('upload', (g) => g.upload(id, file)),
    reorder: (id, ids) => call('reorder', (g) => g.reorder(id, ids)),
    remove: (id, pictureId) => call('remove', (g) => g.remove(id, pictureId)),
  };
};
