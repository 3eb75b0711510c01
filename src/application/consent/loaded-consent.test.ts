import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { PageViews } from '../analytics/page-views';
import type { ConsentPresenter } from './consent-presenter';
import { LoadedConsent } from './loaded-consent';

describe('LoadedConsent', () => {
  it('is empty until loaded, then observable and its promise resolves with the services', async () => {
    const loaded = new LoadedConsent();
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(loaded.services));
    const services = { presenter: {} as ConsentPresenter, pageViews: {} as PageViews };
    loaded.loaded(services);
    await expect(loaded.ready).resolves.toBe(services);
    expect(seen).toEqual([null, services]);
    stop();
  });
});
