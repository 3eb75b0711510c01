import type { Container } from 'inversify';
import type { AppConfiguration } from './contract/configuration';
import type { Clock } from './application/shared/clock';
import type { Analytics } from './application/analytics/analytics';
import { ConsentedAnalytics } from './application/analytics/consented-analytics';
import { PageViews } from './application/analytics/page-views';
import type { UserSession } from './application/auth/user-session';
import type { ConsentGateway } from './application/consent/consent-gateway';
import { ConsentPresenter } from './application/consent/consent-presenter';
import { CONSENT_TOKENS } from './application/consent/consent-tokens';
import type { ConsentServices } from './application/consent/loaded-consent';
import { TrackingConsent } from './application/consent/tracking-consent';
import { DataLayerAnalytics } from './adapters/analytics/data-layer-analytics';
import type { HttpClient } from './adapters/http/http-client';
import { lazyGateway } from './adapters/http/lazy-gateway';
import type { LocalKeyValueStorage } from './adapters/storage/local-storage';

/**
 * Consent and tracking (issue [7]): the banner's choice, the click id and, in the native app, the app's tracking
 * permission gate the data layer. This module loads beside the first screen (composition-root.ts); the consent
 * gateway (and its codecs) loads on the first answer.
 */
export const bindConsent = (
  container: Container,
  configuration: AppConfiguration,
  http: HttpClient,
  session: UserSession,
  { storage, clock, isWebview, landing }: { storage: LocalKeyValueStorage; clock: Clock; isWebview: boolean; landing: string },
): { gate: Analytics; services: ConsentServices } => {
  const gateway = lazyGateway<ConsentGateway>(async () => new (await import('./adapters/analytics/http-consent-gateway')).HttpConsentGateway(http));
  const consent = new TrackingConsent(storage, clock, gateway, () => ({ isWebview, authorized: session.permissions.tracking }));
  consent.landed(landing);
  const gate = new ConsentedAnalytics(new DataLayerAnalytics(), consent, {
    visitorId: configuration.visitorId,
    tagManagerId: configuration.tagManagerId,
    // The loader itself loads only when a container id is configured and analytics granted.
    tagManager: { load: (id) => void import('./adapters/analytics/script-tag-manager').then(({ ScriptTagManager }) => new ScriptTagManager().load(id)) },
  });
  container.bind(CONSENT_TOKENS.ConsentGateway).toConstantValue(gateway);
  container.bind(CONSENT_TOKENS.TrackingConsent).toConstantValue(consent);
  const presenter = new ConsentPresenter(consent);
  const pageViews = new PageViews(gate, consent, configuration.defaultLanguage);
  container.bind(CONSENT_TOKENS.ConsentPresenter).toConstantValue(presenter);
  container.bind(CONSENT_TOKENS.PageViews).toConstantValue(pageViews);
  return { gate, services: { presenter, pageViews } };
};
