import type { Either } from 'fp-ts/lib/Either';
import type {
  ActivitiesResponse,
  AutocompleteResponse,
  FavoriteResponse,
  FlexibleDatesResponse,
  PlaceDetailsResponse,
  ProductsResponse,
  SeoSectionResponse,
} from '../../contract/search';
import type { ApiParams, FleetDates } from '../../domain/search';
import type { ApiFailure } from '../shared/api-failure';

/** The search calls of spec section 7. Params are the domain's API params (toApiParams). */
export interface SearchGateway {
  searchProducts(params: ApiParams): Promise<Either<ApiFailure, ProductsResponse>>;
  countProducts(params: ApiParams): Promise<Either<ApiFailure, number>>;
  searchActivities(params: ApiParams): Promise<Either<ApiFailure, ActivitiesResponse>>;
  seoSection(params: ApiParams): Promise<Either<ApiFailure, SeoSectionResponse>>;
  flexibleDates(params: ApiParams, periods: readonly FleetDates[]): Promise<Either<ApiFailure, FlexibleDatesResponse>>;
  autocomplete(input: string, lang: string): Promise<Either<ApiFailure, AutocompleteResponse>>;
  placeDetails(slug: string, lang: string): Promise<Either<ApiFailure, PlaceDetailsResponse>>;
  addFavorite(productId: number): Promise<Either<ApiFailure, FavoriteResponse>>;
  removeFavorite(productId: number): Promise<Either<ApiFailure, FavoriteResponse>>;
}
