import { describe, expect, it } from 'vitest';
import { ScriptTagManager, type ScriptHost } from './script-tag-manager';

describe('ScriptTagManager', () => {
  it('starts the data layer and adds the container’s script', () => {
    const scripts: string[] = [];
    const host: ScriptHost = { appendScript: (src) => scripts.push(src) };
    new ScriptTagManager(() => host, () => 1_000).load('GTM-AB12&x');
    expect(host.dataLayer).toEqual([{ 'gtm.start': 1_000, event: 'gtm.js' }]);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12%26x']);
  });

  it('keeps an existing data layer', () => {
    const existing: unknown[] = [{ event: 'consent_update' }];
    const host: ScriptHost = { dataLayer: existing, appendScript: () => undefined };
    new ScriptTagManager(() => host, () => 5).load('GTM-1');
    expect(existing).toEqual([{ event: 'consent_update' }, { 'gtm.start': 5, event: 'gtm.js' }]);
  });
});
