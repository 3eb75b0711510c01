import * as t from 'io-ts';
import { ListingPicture, ListingPictureList } from '../../contract/listing-pictures';
import type { ListingPicturesGateway } from '../../application/listings/listing-pictures-port';
import type { HttpClient } from '../http/http-client';

const picturesPath = (listingId: number) => `/account/listings/${encodeURIComponent(String(listingId))}/pictures`;

/** A listing's pictures over /api/v6: the upload sends the file itself as the body (failures as ApiFailure, never thrown). */
export class HttpListingPicturesGateway implements ListingPicturesGateway {
  constructor(private readonly http: HttpClient) {}

  pictures(listingId: number) {
    return this.http.get(picturesPath(listingId), ListingPictureList);
  }

  upload(listingId: number, file: Blob) {
    return this.http.send('POST', picturesPath(listingId), ListingPicture, file);
  }

  reorder(listingId: number, ids: readonly number[]) {
    return this.http.send('PUT', `${picturesPath(listingId)}/order`, ListingPictureList, { ids: [...ids] });
  }

  remove(listingId: number, pictureId: number) {
    return this.http.send('DELETE', `${picturesPath(listingId)}/${encodeURIComponent(String(pictureId))}`, t.null);
  }
}
