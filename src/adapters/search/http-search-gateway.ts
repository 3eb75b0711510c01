import { map, type Either } from 'fp-ts/lib/Either';
import {
  ActivitiesResponse,
  AutocompleteResponse,
  CountResponse,
  FavoriteResponse,
  FlexibleDatesResponse,
  PlaceDetailsResponse,
  ProductsResponse,
  SeoSectionResponse,
} from '../../contract/search';
import type { SearchGateway } from '../../application/search/search-gateway';
import type { ApiFailure } from '../../application/shared/api-failure';
import type { ApiParams, FleetDates } from '../../domain/search';
import type { HttpClient } from '../http/http-client';

/** The search calls of spec section 7 over /api/v6, every answer decoded with the shared contract. */
export class HttpSearchGateway implements SearchGateway {
  constructor(private readonly http: HttpClient) {}

  searchProducts(params: ApiParams) {
    return this.http.get('/products', ProductsResponse, params);
  }

  async countProducts(params: ApiParams): Promise<Either<ApiFailure, number>> {
    return map((response: { count: number }) => response.count)(await this.http.get('/products/count', CountResponse, params));
  }

  searchActivities(params: ApiParams) {
    return this.http.get('/activities', ActivitiesResponse, params);
  }

  seoSection(params: ApiParams) {
    return this.http.get('/seo_specific_section', SeoSectionResponse, params);
  }

  async flexibleDates(params: ApiParams, periods: readonly FleetDates[]) {
    // Loaded on use: the search page already holds the domain's search module; other pages need not load it.
    const { toFleetDatesParams } = await import('../../domain/search/search-api-params');
    return this.http.get('/flexibleDates/fleet', FlexibleDatesResponse, [...params, ...toFleetDatesParams(periods)]);
  }

  autocomplete(input: string, lang: string) {
    return this.http.get('/autocomplete/places', AutocompleteResponse, { input, lang });
  }

  placeDetails(slug: string, lang: string) {
    return this.http.send('POST', '/autocomplete/places', PlaceDetailsResponse, { place: slug, lang });
  }

  addFavorite(productId: number) {
    return this.http.send('POST', `/products/${productId}/favorite`, FavoriteResponse);
  }

  removeFavorite(productId: number) {
    return this.http.send('DELETE', `/products/${productId}/favorite`, FavoriteResponse);
  }
}
