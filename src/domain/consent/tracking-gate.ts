import type { ConsentPurpose, ConsentPurposes } from './consent';
import type { ClickId } from './click-id';

/**
 * Whether a purpose may be served now: `pending` before any choice (events wait), `granted`, or `refused` (events are
 * dropped). Nothing is tracked before consent.
 */
export type PurposeStatus = 'pending' | 'granted' | 'refused';

/** The native app's tracking permission (spec section 4 "Native app"): only asked inside the webview. */
export interface NativeTracking {
  readonly isWebview: boolean;
  /** The signed-in user's saved tracking permission (iOS ATT authorized, or Android). */
  readonly authorized: boolean;
}

/**
 * A purpose is granted when the banner's choice accepts it and, inside the native app, the app's tracking permission
 * is given too: without it nothing is tracked even after "Accept".
 */
export const purposeStatus = (purposes: ConsentPurposes | undefined, purpose: ConsentPurpose, native: NativeTracking): PurposeStatus => {
  if (purposes === undefined) return 'pending';
  if (!purposes[purpose]) return 'refused';
  if (native.isWebview && !native.authorized) return 'refused';
  return 'granted';
};

/** Events held before a choice, at most this many (the first ones: the landing page's view matters most). */
export const MAX_HELD_EVENTS = 100;

/** Adds an event to those held while the visitor has not chosen; beyond the limit, later events are dropped. */
export const holdEvent = <E>(held: readonly E[], event: E, max: number = MAX_HELD_EVENTS): readonly E[] =>
  held.length >= max ? held : [...held, event];

export type DataLayerEvent = Readonly<Record<string, unknown>>;

export interface TrackingContext {
  readonly visitorId: string;
  /** Only with marketing consent (an advertising identifier). */
  readonly clickId: ClickId | undefined;
}

/** Every event carries the visitor id and, when known and allowed, the click id; the event's own fields win. */
export const withTrackingContext = (event: DataLayerEvent, context: TrackingContext): DataLayerEvent => ({
  visitorId: context.visitorId,
  ...(context.clickId && { clickId: context.clickId.value, clickIdSource: context.clickId.source }),
  ...event,
});

/** Google Consent Mode's storage types, as pushed to the data layer after a choice. */
export const consentModeUpdate = (analytics: PurposeStatus, marketing: PurposeStatus): DataLayerEvent => {
  const state = (status: PurposeStatus) => (status === 'granted' ? 'granted' : 'denied');
  return {
    event: 'consent_update',
    analytics_storage: state(analytics),
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
  };
};

/** The tag manager's script loads once, only when configured and analytics is granted. */
export const shouldLoadTagManager = (tagManagerId: string | null, analytics: PurposeStatus, alreadyLoaded: boolean): boolean =>
  !alreadyLoaded && tagManagerId !== null && tagManagerId.trim() !== '' && analytics === 'granted';
