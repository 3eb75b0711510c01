import { LandingResponse } from '../../contract/search';
import type { LandingGateway } from '../../application/landing/landing-gateway';
import type { HttpClient } from '../http/http-client';

/** GET /landing?customization=a/b&_page=n (404 for an unknown landing). */
export class HttpLandingGateway implements LandingGateway {
  constructor(private readonly http: HttpClient) {}

  landing(customization: string, page: number | undefined) {
    return this.http.get('/landing', LandingResponse, { customization, ...(page !== undefined && { _page: page }) });
  }
}
