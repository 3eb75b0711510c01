import { Listing, ListingChangesBody, OwnerListings, type ListingStatusBody, type NewListingBody } from '../../contract/listings';
import type { ListingsGateway } from '../../application/listings/listings-port';
import type { HttpClient } from '../http/http-client';

/** The owner's listings over /api/v6, every answer decoded with the shared contract (failures as ApiFailure). */
export class HttpListingsGateway implements ListingsGateway {
  constructor(private readonly http: HttpClient) {}

  listings() {
    return this.http.get('/account/listings', OwnerListings);
  }

  create(body: NewListingBody) {
    return this.http.send('POST', '/account/listings', Listing, { type: body.type });
  }

  listing(id: number) {
    return this.http.get(`/account/listings/${id}`, Listing);
  }

  update(id: number, changes: ListingChangesBody) {
    // The exact codec strips anything that is not a listing field, so only the step's fields leave the browser.
    return this.http.send('PUT', `/account/listings/${id}`, Listing, ListingChangesBody.encode(changes));
  }

  changeStatus(id: number, body: ListingStatusBody) {
    return this.http.send('PUT', `/account/listings/${id}/status`, Listing, { status: body.status });
  }
}
