import { action, computed, makeObservable, observableRef, reaction } from 'mobx';
import { consentEventName, currentChoice, makeChoice, type ConsentChoice, type ConsentPurposes } from '../../domain/consent/consent';
import { clickIdFromQuery, liveClickId, storedClickId, type ClickId } from '../../domain/consent/click-id';
import { purposeStatus, type NativeTracking, type PurposeStatus } from '../../domain/consent/tracking-gate';
import type { Clock } from '../shared/clock';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { ConsentGateway } from './consent-gateway';
import { CLICK_ID_STORAGE_KEY, CONSENT_STORAGE_KEY, decodeStoredChoice, decodeStoredClickId, encodeChoice, encodeClickId } from './stored-consent';

/**
 * The visitor's consent (issue [7]): the banner's choice kept in local storage for 13 months, sent to the server with
 * every answer; the click id of the visit kept 45 days, written only once marketing is granted; inside the native app
 * the app's tracking permission is needed as well. One per app; its statuses are observable.
 */
export class TrackingConsent {
  choice: ConsentChoice | undefined;
  /** The click id seen during this visit: kept in memory only until marketing is granted. */
  private visitClickId: { readonly clickId: ClickId; readonly clickedAt: Date } | undefined = undefined;
  private readonly disposeReaction: () => void;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly gateway: ConsentGateway,
    private readonly nativeTracking: () => NativeTracking,
  ) {
    this.choice = currentChoice(decodeStoredChoice(storage.get(CONSENT_STORAGE_KEY)), clock.now());
    // An expired, outdated or unreadable entry is dropped now rather than read again on every visit.
    if (this.choice === undefined && storage.get(CONSENT_STORAGE_KEY) !== undefined) storage.remove(CONSENT_STORAGE_KEY);
    if (storage.get(CLICK_ID_STORAGE_KEY) !== undefined && liveClickId(decodeStoredClickId(storage.get(CLICK_ID_STORAGE_KEY)), clock.now()) === undefined) {
      storage.remove(CLICK_ID_STORAGE_KEY);
    }
    makeObservable<TrackingConsent, 'visitClickId'>(this, {
      choice: observableRef,
      visitClickId: observableRef,
      purposes: computed,
      needsAsking: computed,
      analytics: computed,
      marketing: computed,
      choose: action,
      landed: action,
    });
    // Marketing granted (now, or later when the app's permission comes): the visit's click id is kept 45 days;
    // marketing refused: a kept one is forgotten.
    this.disposeReaction = reaction(
      () => this.marketing,
      (marketing) => {
        if (marketing === 'granted') this.keepVisitClickId();
        else if (marketing === 'refused') this.storage.remove(CLICK_ID_STORAGE_KEY);
      },
      { fireImmediately: true },
    );
  }

  get purposes(): ConsentPurposes | undefined {
    return this.choice?.purposes;
  }

  /** No choice that still counts: the banner asks. */
  get needsAsking(): boolean {
    return this.choice === undefined;
  }

  get analytics(): PurposeStatus {
    return purposeStatus(this.purposes, 'analytics', this.nativeTracking());
  }

  get marketing(): PurposeStatus {
    return purposeStatus(this.purposes, 'marketing', this.nativeTracking());
  }

  /** The click id events carry: only with marketing granted; this visit's, else the one kept from an earlier visit. */
  get clickId(): ClickId | undefined {
    if (this.marketing !== 'granted') return undefined;
    return this.visitClickId?.clickId ?? liveClickId(decodeStoredClickId(this.storage.get(CLICK_ID_STORAGE_KEY)), this.clock.now());
  }

  /**
   * An answer of the banner or of the cookie settings: kept locally (it decides at once, even offline), then sent to
   * the server as `consent.given` (first answer) or `consent.changed`. A failed send is not retried: the choice holds.
   */
  async choose(purposes: ConsentPurposes): Promise<void> {
    const now = this.clock.now();
    const event = consentEventName(this.choice, now);
    const choice = makeChoice(purposes, now);
    this.choice = choice;
    this.storage.set(CONSENT_STORAGE_KEY, encodeChoice(choice));
    await this.gateway.record({ event, consent: choice.purposes, version: choice.version });
  }

  /** A page was entered: a click id in its query is this visit's (a later click replaces an earlier one). */
  landed(search: string): void {
    const clickId = clickIdFromQuery(search);
    if (clickId === undefined) return;
    this.visitClickId = { clickId, clickedAt: this.clock.now() };
    if (this.marketing === 'granted') this.keepVisitClickId();
  }

  dispose(): void {
    this.disposeReaction();
  }

  private keepVisitClickId(): void {
    const visit = this.visitClickId;
    if (visit !== undefined) this.storage.set(CLICK_ID_STORAGE_KEY, encodeClickId(storedClickId(visit.clickId, visit.clickedAt)));
  }
}
