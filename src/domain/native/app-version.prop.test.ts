import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareAppVersions, formatAppVersion, isAtLeast, needsAppUpdate, parseAppVersion, type AppVersion } from './app-version';

const part = fc.integer({ min: 0, max: 999_999_999 });
const identifier = fc.oneof(fc.integer({ min: 0, max: 10_000 }).map(String), fc.stringMatching(/^[a-z][0-9a-z-]{0,7}$/));
const versionArb: fc.Arbitrary<AppVersion> = fc.record({
  major: part,
  minor: part,
  patch: part,
  preRelease: fc.array(identifier, { maxLength: 3 }),
});
const textArb = versionArb.map(formatAppVersion);

describe('app version (properties)', () => {
  it('reads back what it writes', () => {
    fc.assert(
      fc.property(versionArb, (version) => {
        expect(parseAppVersion(formatAppVersion(version))).toEqual(version);
      }),
    );
  });

  it('is a total order: reflexive, antisymmetric, transitive', () => {
    fc.assert(
      fc.property(versionArb, versionArb, versionArb, (a, b, c) => {
        expect(compareAppVersions(a, a)).toBe(0);
        expect(compareAppVersions(a, b)).toBe(-compareAppVersions(b, a) || 0);
        if (compareAppVersions(a, b) <= 0 && compareAppVersions(b, c) <= 0) expect(compareAppVersions(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('releases order like their (major, minor, patch) numbers; a pre-release comes just before its release', () => {
    fc.assert(
      fc.property(versionArb, versionArb, (a, b) => {
        const release = (x: AppVersion) => ({ ...x, preRelease: [] });
        const tuple = Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
        expect(compareAppVersions(release(a), release(b))).toBe(tuple || 0);
        if (a.preRelease.length > 0) expect(compareAppVersions(a, release(a))).toBe(-1);
      }),
    );
  });

  it('an update is needed exactly when the app is not at least the minimum', () => {
    fc.assert(
      fc.property(textArb, textArb, (version, minimum) => {
        expect(needsAppUpdate(version, minimum)).toBe(!isAtLeast(version, minimum));
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (a, b) => {
        expect(typeof needsAppUpdate(a, b)).toBe('boolean');
        expect(typeof isAtLeast(a, b)).toBe('boolean');
      }),
    );
  });
});
