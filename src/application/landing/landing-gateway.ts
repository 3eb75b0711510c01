import type { Either } from 'fp-ts/lib/Either';
import type { LandingResponse } from '../../contract/search';
import type { ApiFailure } from '../shared/api-failure';

/** Landing data (spec section 2): the customization is the landing's path, page the `_page` query parameter. */
export interface LandingGateway {
  landing(customization: string, page: number | undefined): Promise<Either<ApiFailure, LandingResponse>>;
}
