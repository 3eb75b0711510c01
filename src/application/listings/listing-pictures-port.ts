import type { Either } from 'fp-ts/lib/Either';
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
