import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ALL_ACCEPTED, ALL_DECLINED, type ConsentPurpose, type ConsentPurposes } from '../../domain/consent/consent';
import type { TrackingConsent } from './tracking-consent';

/**
 * The consent banner and its preferences dialog (issue [7]). The first layer offers "Accept all" and "Decline all" as
 * equals, and "Choose" for each purpose; the footer's "Cookie settings" opens the preferences again at any time.
 * One per app (the banner is mounted once).
 */
export class ConsentPresenter {
  preferencesOpen = false;
  /** The purposes being chosen in the dialog (not applied until saved). */
  draft: ConsentPurposes = ALL_DECLINED;

  constructor(private readonly consent: Pick<TrackingConsent, 'needsAsking' | 'purposes' | 'choose'>) {
    makeObservable(this, {
      preferencesOpen: observable,
      draft: observableRef,
      bannerVisible: computed,
      isActive: computed,
      acceptAllClicked: action,
      declineAllClicked: action,
      chooseClicked: action,
      settingsOpened: action,
      purposeToggled: action,
      preferencesSaved: action,
      preferencesClosed: action,
    });
  }

  /** The first layer: until the visitor answers (hidden behind the dialog while it is open). */
  get bannerVisible(): boolean {
    return this.consent.needsAsking && !this.preferencesOpen;
  }

  /** Whether anything of the banner shows (its code and texts load only then). */
  get isActive(): boolean {
    return this.consent.needsAsking || this.preferencesOpen;
  }

  acceptAllClicked(): void {
    this.answer(ALL_ACCEPTED);
  }

  declineAllClicked(): void {
    this.answer(ALL_DECLINED);
  }

  /** "Choose" on the banner: every purpose starts off (nothing is pre-ticked), or as last chosen. */
  chooseClicked(): void {
    this.draft = this.consent.purposes ?? ALL_DECLINED;
    this.preferencesOpen = true;
  }

  /** The footer's "Cookie settings": the dialog with the current choice. */
  settingsOpened(): void {
    this.chooseClicked();
  }

  purposeToggled(purpose: ConsentPurpose, granted: boolean): void {
    this.draft = { ...this.draft, [purpose]: granted };
  }

  preferencesSaved(): void {
    this.answer(this.draft);
  }

  /** Closed without saving: nothing changes (the banner asks again if there was no answer yet). */
  preferencesClosed(): void {
    this.preferencesOpen = false;
  }

  private answer(purposes: ConsentPurposes): void {
    this.preferencesOpen = false;
    void this.consent.choose(purposes);
  }
}
