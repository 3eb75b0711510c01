import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { share, shareMethods, type ShareMethod, type ShareOutcome } from './share';

const support = fc.record({ native: fc.boolean(), clipboard: fc.boolean() });
const outcome = fc.constantFrom<ShareOutcome>('done', 'cancelled', 'failed');
const outcomes = fc.record({ native: outcome, clipboard: outcome, manual: outcome });

describe('share properties', () => {
  it('the methods are in order, offered ones only, the manual one always last', () => {
    fc.assert(
      fc.property(support, (s) => {
        const methods = shareMethods(s);
        expect(methods.at(-1)).toBe('manual');
        expect(methods.includes('native')).toBe(s.native);
        expect(methods.includes('clipboard')).toBe(s.clipboard);
        expect(new Set(methods).size).toBe(methods.length);
      }),
    );
  });

  it('a share tries methods in order, stops at the first that settles it, and says "copied" only when the clipboard took the link', async () => {
    await fc.assert(
      fc.asyncProperty(support, outcomes, async (s, table) => {
        const tried: ShareMethod[] = [];
        const feedback = await share(s, (method) => {
          tried.push(method);
          return Promise.resolve(table[method]);
        });
        // What was tried is a prefix of the offered methods.
        expect(shareMethods(s).slice(0, tried.length)).toEqual(tried);
        if (feedback === 'copied') expect(tried.at(-1) === 'clipboard' && table.clipboard === 'done').toBe(true);
        if (feedback === 'none') expect(tried).toEqual(['native']);
        if (feedback === 'manual') expect(tried.at(-1)).toBe('manual');
        // A share sheet that worked or was closed is never followed by anything else.
        if (s.native && table.native !== 'failed') expect(tried).toEqual(['native']);
      }),
    );
  });
});
