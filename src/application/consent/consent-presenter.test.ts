import { describe, expect, it } from 'vitest';
import { FakeConsentGateway, FakeNativeTracking } from '../../../tests/fakes/consent';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import { FakeClock } from '../../../tests/fakes/search';
import { ALL_ACCEPTED, ALL_DECLINED } from '../../domain/consent/consent';
import { ConsentPresenter } from './consent-presenter';
import { TrackingConsent } from './tracking-consent';

const build = () => {
  const gateway = new FakeConsentGateway();
  const consent = new TrackingConsent(new MemoryStorage(), new FakeClock(Date.parse('2026-06-01T09:00:00Z')), gateway, new FakeNativeTracking().read);
  return { presenter: new ConsentPresenter(consent), consent, gateway };
};

describe('ConsentPresenter', () => {
  it('shows the banner until an answer; accept all answers every purpose', () => {
    const { presenter, consent, gateway } = build();
    expect(presenter.bannerVisible).toBe(true);
    expect(presenter.isActive).toBe(true);
    presenter.acceptAllClicked();
    expect(presenter.bannerVisible).toBe(false);
    expect(presenter.isActive).toBe(false);
    expect(consent.purposes).toEqual(ALL_ACCEPTED);
    expect(gateway.bodies[0]?.consent).toEqual(ALL_ACCEPTED);
  });

  it('decline all is one click, like accept all', () => {
    const { presenter, consent, gateway } = build();
    presenter.declineAllClicked();
    expect(presenter.isActive).toBe(false);
    expect(consent.purposes).toEqual(ALL_DECLINED);
    expect(gateway.bodies).toEqual([{ event: 'consent.given', consent: ALL_DECLINED, version: 1 }]);
  });

  it('choose: nothing pre-ticked; a purpose chosen and saved', () => {
    const { presenter, consent } = build();
    presenter.chooseClicked();
    expect(presenter.preferencesOpen).toBe(true);
    expect(presenter.bannerVisible).toBe(false);
    expect(presenter.draft).toEqual(ALL_DECLINED);
    presenter.purposeToggled('analytics', true);
    expect(consent.purposes).toBeUndefined();
    presenter.preferencesSaved();
    expect(consent.purposes).toEqual({ analytics: true, marketing: false });
    expect(presenter.isActive).toBe(false);
  });

  it('closing the dialog without saving changes nothing: the banner asks again', () => {
    const { presenter, consent, gateway } = build();
    presenter.chooseClicked();
    presenter.purposeToggled('marketing', true);
    presenter.preferencesClosed();
    expect(consent.purposes).toBeUndefined();
    expect(presenter.bannerVisible).toBe(true);
    expect(gateway.calls).toEqual([]);
  });

  it('cookie settings reopen the choice as it stands, and a change is sent as changed', () => {
    const { presenter, gateway } = build();
    presenter.acceptAllClicked();
    presenter.settingsOpened();
    expect(presenter.isActive).toBe(true);
    expect(presenter.bannerVisible).toBe(false);
    expect(presenter.draft).toEqual(ALL_ACCEPTED);
    presenter.purposeToggled('marketing', false);
    presenter.preferencesSaved();
    expect(gateway.bodies.map((b) => [b.event, b.consent])).toEqual([
      ['consent.given', ALL_ACCEPTED],
      ['consent.changed', { analytics: true, marketing: false }],
    ]);
  });
});
