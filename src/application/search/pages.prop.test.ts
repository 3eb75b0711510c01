import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageItems } from './pages';

const pageAndTotal = fc.integer({ min: 0, max: 500 }).chain((total) => fc.tuple(fc.integer({ min: 1, max: Math.max(1, total) }), fc.constant(total)));

describe('pageItems (properties)', () => {
  it('shows the first, the last and the current page, ascending, once each, the current one marked', () => {
    fc.assert(
      fc.property(pageAndTotal, ([current, total]) => {
        const items = pageItems(current, total);
        if (total <= 1) {
          expect(items).toEqual([]);
          return;
        }
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.number] : []));
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(items.filter((item) => item.kind === 'page' && item.current)).toEqual([{ kind: 'page', number: current, current: true }]);
        expect(pages.length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('a gap stands exactly where pages are skipped', () => {
    fc.assert(
      fc.property(pageAndTotal, ([current, total]) => {
        const items = pageItems(current, total);
        items.forEach((item, index) => {
          const previous = items[index - 1];
          const next = items[index + 1];
          if (item.kind === 'gap') {
            expect(previous?.kind === 'page' && next?.kind === 'page' && next.number - previous.number > 1).toBe(true);
          } else if (previous?.kind === 'page') {
            expect(item.number - previous.number).toBe(1);
          }
        });
      }),
    );
  });
});
