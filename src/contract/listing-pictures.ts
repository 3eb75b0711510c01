import * as t from 'io-ts';

/**
 * A listing's pictures (issue [6]), under /api/v6/account/listings/{id}/pictures:
 * - GET → ListingPictureList, in order (the first is the cover);
 * - POST with the image file itself as the body (its Content-Type, e.g. image/jpeg; the server recognises the format
 *   from the bytes) → 201 ListingPicture, added last; 413 picture_too_big, 415 picture_type_unsupported,
 *   422 picture_too_small or picture_unreadable, 409 too_many_pictures, 429 too_many_requests;
 * - PUT …/pictures/order with PictureOrderBody (exactly the listing's picture ids, in the new order) → ListingPictureList;
 *   400 picture_order_invalid otherwise;
 * - DELETE …/pictures/{pictureId} → 204.
 * Only the listing's owner (or staff) may: anyone else gets 404, a visitor 401.
 */
export const PICTURE_RULES = {
  maxPictures: 20,
  /** The largest upload, in bytes (15 MB). */
  maxBytes: 15 * 1024 * 1024,
  /** The smallest picture accepted, once turned upright. */
  minWidth: 600,
  minHeight: 400,
  /** Stored pictures are at most this wide (never enlarged); their card-sized copy is thumbnailWidth wide. */
  fullWidth: 1600,
  thumbnailWidth: 480,
} as const;

/** The machine-readable reasons an upload or a change is refused (the body's `error`). */
export const PICTURE_ERRORS = {
  tooBig: 'picture_too_big',
  typeUnsupported: 'picture_type_unsupported',
  tooSmall: 'picture_too_small',
  unreadable: 'picture_unreadable',
  tooMany: 'too_many_pictures',
  orderInvalid: 'picture_order_invalid',
} as const;

export const ListingPicture = t.type({
  id: t.number,
  /** The picture as shown on the product page (also in search results: boat_pictures.url). */
  url: t.string,
  /** A smaller copy for cards and thumbnails (the same URL for the demo's drawn pictures). */
  thumbnailUrl: t.string,
  width: t.number,
  height: t.number,
  /** 1 for the cover, then 2, 3… */
  position: t.number,
});
export type ListingPicture = t.TypeOf<typeof ListingPicture>;

export const ListingPictureList = t.type({ pictures: t.array(ListingPicture) });
export type ListingPictureList = t.TypeOf<typeof ListingPictureList>;

const PictureId = t.refinement(t.number, (n) => Number.isInteger(n) && n > 0 && n < 2 ** 31, 'PictureId');
const PictureIds = t.refinement(t.array(PictureId), (ids) => ids.length <= 100, 'at most 100 ids');

export const PictureOrderBody = t.type({ ids: PictureIds });
export type PictureOrderBody = t.TypeOf<typeof PictureOrderBody>;
