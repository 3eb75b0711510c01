import { reaction } from 'mobx';
import type { ClickId } from '../../domain/consent/click-id';
import {
  consentModeUpdate,
  holdEvent,
  shouldLoadTagManager,
  withTrackingContext,
  type DataLayerEvent,
  type PurposeStatus,
} from '../../domain/consent/tracking-gate';
import type { Analytics } from './analytics';
import type { TagManager } from './tag-manager';

/** What the gate reads (observable): the statuses of the purposes and the click id allowed on events. */
export interface TrackingPermissions {
  readonly analytics: PurposeStatus;
  readonly marketing: PurposeStatus;
  readonly clickId: ClickId | undefined;
}

export interface ConsentedAnalyticsOptions {
  readonly visitorId: string;
  readonly tagManagerId: string | null;
  readonly tagManager?: TagManager;
}

/**
 * The one Analytics of the app (issue [7]: nothing is tracked before consent): events pushed before a choice wait in
 * memory, are sent when analytics is granted and dropped when it is refused; afterwards each event goes straight to
 * the data layer or nowhere. Every event sent carries the visitor id and, with marketing granted, the click id.
 * Granting analytics first tells the tags the consent state (Consent Mode), then loads the tag manager once (when
 * configured), then sends what waited.
 */
export class ConsentedAnalytics implements Analytics {
  private held: readonly DataLayerEvent[] = [];
  /** Once the data layer has been opened on this page, every later change of consent is told to the tags. */
  private opened = false;
  private tagManagerLoaded = false;
  private readonly disposeReaction: () => void;

  constructor(
    private readonly dataLayer: Analytics,
    private readonly permissions: TrackingPermissions,
    private readonly options: ConsentedAnalyticsOptions,
  ) {
    this.disposeReaction = reaction(
      () => `${permissions.analytics}|${permissions.marketing}`,
      () => this.consentChanged(permissions.analytics, permissions.marketing),
      { fireImmediately: true },
    );
  }

  push(event: Readonly<Record<string, unknown>>): void {
    switch (this.permissions.analytics) {
      case 'pending':
        this.held = holdEvent(this.held, { ...event });
        return;
      case 'refused':
        return;
      case 'granted':
        this.send(event);
    }
  }

  /** How many events wait for a choice (for tests and diagnostics). */
  get heldCount(): number {
    return this.held.length;
  }

  dispose(): void {
    this.disposeReaction();
  }

  private consentChanged(analytics: PurposeStatus, marketing: PurposeStatus): void {
    if (analytics === 'pending') return;
    if (analytics === 'granted' || this.opened) {
      this.opened = true;
      this.dataLayer.push(consentModeUpdate(analytics, marketing));
    }
    if (analytics === 'refused') {
      this.held = [];
      return;
    }
    const { tagManagerId, tagManager } = this.options;
    if (tagManager && shouldLoadTagManager(tagManagerId, analytics, this.tagManagerLoaded) && tagManagerId !== null) {
      this.tagManagerLoaded = true;
      tagManager.load(tagManagerId);
    }
    const waiting = this.held;
    this.held = [];
    for (const event of waiting) this.send(event);
  }

  private send(event: DataLayerEvent): void {
    this.dataLayer.push(withTrackingContext(event, { visitorId: this.options.visitorId, clickId: this.permissions.clickId }));
  }
}
