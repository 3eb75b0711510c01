import { HomeResponse } from '../../contract/home';
import type { HomeGateway } from '../../application/home/home-gateway';
import type { HttpClient } from '../http/http-client';

/** GET /home (in the current language, as every call: _locale). */
export class HttpHomeGateway implements HomeGateway {
  constructor(private readonly http: HttpClient) {}

  home() {
    return this.http.get('/home', HomeResponse);
  }
}
