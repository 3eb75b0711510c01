/** Inversify identifiers of the consent feature (issue [7] "Consent and tracking"). */
export const CONSENT_TOKENS = {
  ConsentGateway: Symbol.for('ConsentGateway'),
  TrackingConsent: Symbol.for('TrackingConsent'),
  ConsentPresenter: Symbol.for('ConsentPresenter'),
  PageViews: Symbol.for('PageViews'),
  LoadedConsent: Symbol.for('LoadedConsent'),
} as const;
