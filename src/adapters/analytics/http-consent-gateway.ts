import { CONSENT_PATHS, ConsentEventRecorded, type ConsentEventBody } from '../../contract/consent';
import type { ConsentGateway } from '../../application/consent/consent-gateway';
import type { HttpClient } from '../http/http-client';

/** POST /api/v6/metrics/didomi (spec section 7), with the anti-forgery header like every call of the app's client. */
export class HttpConsentGateway implements ConsentGateway {
  constructor(private readonly http: HttpClient) {}

  record(body: ConsentEventBody) {
    const { event, consent, version } = body;
    return this.http.send('POST', CONSENT_PATHS.didomi, ConsentEventRecorded, {
      event,
      consent: { analytics: consent.analytics, marketing: consent.marketing },
      ...(version !== undefined && { version }),
    });
  }
}
