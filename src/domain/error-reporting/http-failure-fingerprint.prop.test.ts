import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPathArb, httpPathArb, httpStatusArb } from '../../../tests/arbitraries/error-reporting';
import { httpFailureFingerprint, normaliseHttpPath } from './http-failure-fingerprint';

describe('normaliseHttpPath properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyPathArb, (path) => {
        const once = normaliseHttpPath(path);
        expect(normaliseHttpPath(once)).toBe(once);
      }),
    );
  });

  it('leaves no digit-only segment, no query, no hash, and starts with a slash', () => {
    fc.assert(
      fc.property(anyPathArb, (path) => {
        const normalised = normaliseHttpPath(path);
        expect(normalised.startsWith('/')).toBe(true);
        expect(normalised).not.toMatch(/[?#]/);
        for (const segment of normalised.split('/')) expect(segment).not.toMatch(/^\d+$/);
      }),
    );
  });

  it('does not depend on the ids, the query or the hash', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
        fc.string({ maxLength: 10 }),
        (words, ids, query) => {
          const [a = 0, b = 0] = ids;
          const withId = (id: number) => `/${words.join(`/${id}/`)}`;
          expect(normaliseHttpPath(`${withId(a)}?${query}`)).toBe(normaliseHttpPath(withId(b)));
        },
      ),
    );
  });
});

describe('httpFailureFingerprint properties', () => {
  it('is the normalised path and the status', () => {
    fc.assert(
      fc.property(httpPathArb, httpStatusArb, (path, status) => {
        expect(httpFailureFingerprint(path, status)).toEqual(['http-failure', normaliseHttpPath(path), String(status)]);
      }),
    );
  });
});
