import type { Either } from 'fp-ts/lib/Either';
import type { Listing, ListingChangesBody, ListingStatusBody, NewListingBody, OwnerListings } from '../../contract/listings';
import type { ApiFailure } from '../shared/api-failure';

type Call<T> = Promise<Either<ApiFailure, T>>;

/**
 * The owner's listings (issue [6]): the listings page and the stepwise editor. Only the owner (or staff) reads or
 * changes a listing: anyone else's id answers 404 like an unknown one.
 */
export interface ListingsGateway {
  /** GET /account/listings. */
  listings(): Call<OwnerListings>;
  /** POST /account/listings: a new draft of a type. */
  create(body: NewListingBody): Call<Listing>;
  /** GET /account/listings/{id}. */
  listing(id: number): Call<Listing>;
  /** PUT /account/listings/{id}: the changed fields of one step; 400 `listing_invalid` with `field: validation.key` details. */
  update(id: number, changes: ListingChangesBody): Call<Listing>;
  /** PUT /account/listings/{id}/status: publishing an incomplete listing answers 422 `listing_incomplete` with missingSteps. */
  changeStatus(id: number, body: ListingStatusBody): Call<Listing>;
}

/** Inversify identifiers of the listings' ports (bound in the composition root). */
export const LISTINGS_TOKENS = {
  ListingsGateway: Symbol.for('ListingsGateway'),
} as const;
