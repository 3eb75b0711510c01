import { join, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStorageKey, newStorageKey, variantKey } from './picture-storage';
import { LocalPictureStorage } from './picture-storage-local';

const ROOT = join('/srv', 'seaway', 'pictures');
const storage = new LocalPictureStorage(ROOT);

/** Path-like strings built from the pieces an attacker would use. */
const pathPiece = fc.constantFrom('..', '.', '', 'boats', '8', 'x.webp', '%2e%2e', '\\', '..\\..', '\u0000', 'a.webp', 'etc', 'passwd', '~', ' ');
const pathLike = fc.array(pathPiece, { minLength: 1, maxLength: 8 }).map((pieces) => pieces.join('/'));

describe('storage keys (properties)', () => {
  it('a key accepted by isStorageKey always names a file inside the storage folder', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), pathLike, fc.string({ unit: 'binary' })), (key) => {
        if (!isStorageKey(key)) {
          expect(storage.pathOf(key)).toBeUndefined();
          return;
        }
        const path = storage.pathOf(key);
        expect(path?.startsWith(ROOT + sep)).toBe(true);
        expect(key.split('/')).not.toContain('..');
      }),
      { numRuns: 1000 },
    );
  });

  it('the server’s own keys (any id, any UUID) are always accepted, and so are their variants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.uuid(), (boatId, uuid) => {
        const key = newStorageKey(['boats', boatId], 'webp', uuid);
        expect(isStorageKey(key)).toBe(true);
        expect(isStorageKey(variantKey(key, '480'))).toBe(true);
        expect(storage.pathOf(key)).toBe(join(ROOT, 'boats', String(boatId), `${uuid}.webp`));
      }),
    );
  });
});
