import type { Either } from 'fp-ts/lib/Either';
import type { HomeResponse } from '../../contract/home';
import type { ApiFailure } from '../shared/api-failure';

/** The home page's data (issue [10]): destinations, boat categories, top-rated boats, activities, trust figures. */
export interface HomeGateway {
  home(): Promise<Either<ApiFailure, HomeResponse>>;
}

export const HOME_TOKENS = {
  HomeGateway: Symbol.for('home.HomeGateway'),
} as const;
