import { describe, expect, it } from 'vitest';
import type { QueuedPhoto } from '../../application/econtract/ports';
import { IndexedDbPhotoQueue, MemoryPhotoQueue } from './indexeddb-photo-queue';
import { LazyPhotoQueue, LazyPhotoShrinker } from './lazy-econtract-adapters';

const photo = (key: string, overrides: Partial<QueuedPhoto> = {}): QueuedPhoto => ({
  key,
  bookingId: '4711',
  direction: 'in',
  damageId: 'd1',
  blob: new Blob([new Uint8Array(8)], { type: 'image/jpeg' }),
  takenAt: `2025-08-10T08:00:0${key.length}Z`,
  ...overrides,
});

describe('photo queues', () => {
  it('keep the photos of one contract until removed, in the order taken', async () => {
    const queue = new MemoryPhotoQueue();
    await queue.add(photo('bb'));
    await queue.add(photo('a'));
    await queue.add(photo('c', { direction: 'out' }));
    expect((await queue.list('4711', 'in')).map((p) => p.key)).toEqual(['a', 'bb']);
    await queue.remove('a');
    expect((await queue.list('4711', 'in')).map((p) => p.key)).toEqual(['bb']);
    expect((await queue.list('4712', 'in')).map((p) => p.key)).toEqual([]);
  });

  it('without IndexedDB (a private window, an old browser) the photos stay in memory for the page', async () => {
    const queue = new IndexedDbPhotoQueue(undefined);
    await queue.add(photo('a'));
    expect((await queue.list('4711', 'in')).map((p) => p.key)).toEqual(['a']);
    await queue.remove('a');
    expect(await queue.list('4711', 'in')).toEqual([]);
  });

  it('the lazy queue loads its implementation once; the lazy shrinker keeps the photo if it cannot load', async () => {
    let loads = 0;
    const lazy = new LazyPhotoQueue(async () => {
      loads++;
      return new MemoryPhotoQueue();
    });
    await lazy.add(photo('a'));
    expect((await lazy.list('4711', 'in')).map((p) => p.key)).toEqual(['a']);
    expect(loads).toBe(1);
    const original = new Blob(['x']);
    const shrinker = new LazyPhotoShrinker(() => Promise.reject(new Error('offline')));
    expect(await shrinker.shrink(original)).toBe(original);
  });
});
