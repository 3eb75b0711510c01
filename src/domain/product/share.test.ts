import { describe, expect, it } from 'vitest';
import { afterShareAttempt, share, shareMethods, type ShareMethod, type ShareOutcome } from './share';

/** An attempt that answers from a table and records the methods tried. */
const attempts = (outcomes: Partial<Record<ShareMethod, ShareOutcome>>) => {
  const tried: ShareMethod[] = [];
  const attempt = (method: ShareMethod) => {
    tried.push(method);
    return Promise.resolve(outcomes[method] ?? 'done');
  };
  return { tried, attempt };
};

describe('share', () => {
  it('tries the share sheet, then the clipboard, then shows the link', () => {
    expect(shareMethods({ native: true, clipboard: true })).toEqual(['native', 'clipboard', 'manual']);
    expect(shareMethods({ native: false, clipboard: true })).toEqual(['clipboard', 'manual']);
    expect(shareMethods({ native: false, clipboard: false })).toEqual(['manual']);
  });

  it('says nothing after the share sheet, even when the visitor closed it', () => {
    expect(afterShareAttempt('native', 'done')).toBe('none');
    expect(afterShareAttempt('native', 'cancelled')).toBe('none');
    expect(afterShareAttempt('native', 'failed')).toBe('tryNext');
  });

  it('says "copied" once the clipboard took the link, and falls back otherwise', () => {
    expect(afterShareAttempt('clipboard', 'done')).toBe('copied');
    expect(afterShareAttempt('clipboard', 'failed')).toBe('tryNext');
  });

  it('uses the share sheet alone when it works', async () => {
    const { tried, attempt } = attempts({});
    expect(await share({ native: true, clipboard: true }, attempt)).toBe('none');
    expect(tried).toEqual(['native']);
  });

  it('copies when there is no share sheet or when it failed', async () => {
    const none = attempts({});
    expect(await share({ native: false, clipboard: true }, none.attempt)).toBe('copied');
    expect(none.tried).toEqual(['clipboard']);
    const refused = attempts({ native: 'failed' });
    expect(await share({ native: true, clipboard: true }, refused.attempt)).toBe('copied');
    expect(refused.tried).toEqual(['native', 'clipboard']);
  });

  it('shows the link when the clipboard refuses', async () => {
    const { tried, attempt } = attempts({ clipboard: 'failed' });
    expect(await share({ native: false, clipboard: true }, attempt)).toBe('manual');
    expect(tried).toEqual(['clipboard', 'manual']);
  });
});
