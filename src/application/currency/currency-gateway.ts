import type { Either } from 'fp-ts/lib/Either';
import type { CurrencyRate } from '../../domain/currency/money';
import type { ApiFailure } from '../shared/api-failure';

export interface CurrencyGateway {
  getCurrency(code: string): Promise<Either<ApiFailure, CurrencyRate>>;
}
