import { map, type Either } from 'fp-ts/lib/Either';
import { CurrencyResponse } from '../../contract/currency';
import type { CurrencyGateway } from '../../application/currency/currency-gateway';
import type { ApiFailure } from '../../application/shared/api-failure';
import type { CurrencyRate } from '../../domain/currency/money';
import type { HttpClient } from '../http/http-client';

export class HttpCurrencyGateway implements CurrencyGateway {
  constructor(private readonly http: HttpClient) {}

  async getCurrency(code: string): Promise<Either<ApiFailure, CurrencyRate>> {
    const result = await this.http.get(`/currencies/${encodeURIComponent(code)}`, CurrencyResponse);
    return map((c: CurrencyResponse): CurrencyRate => ({ code: c.code, rate: c.rate, symbol: c.symbol, ...(c.minorUnits !== undefined ? { minorUnits: c.minorUnits } : {}) }))(result);
  }
}
