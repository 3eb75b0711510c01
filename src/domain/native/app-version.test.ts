import { describe, expect, it } from 'vitest';
import { compareAppVersions, formatAppVersion, isAtLeast, needsAppUpdate, parseAppVersion, wantsWhiteStatusBar } from './app-version';

const v = (text: string) => {
  const parsed = parseAppVersion(text);
  if (!parsed) throw new Error(`not a version: ${text}`);
  return parsed;
};

describe('app version', () => {
  it('reads semver, with missing minor and patch as 0, and drops build metadata', () => {
    expect(parseAppVersion('4.1.0')).toEqual({ major: 4, minor: 1, patch: 0, preRelease: [] });
    expect(parseAppVersion('4.1')).toEqual({ major: 4, minor: 1, patch: 0, preRelease: [] });
    expect(parseAppVersion(' 5 ')).toEqual({ major: 5, minor: 0, patch: 0, preRelease: [] });
    expect(parseAppVersion('4.2.0-beta.1+build.77')).toEqual({ major: 4, minor: 2, patch: 0, preRelease: ['beta', '1'] });
    expect(formatAppVersion(v('4.2.0-beta.1+build.77'))).toBe('4.2.0-beta.1');
  });

  it.each(['', 'v4.1.0', '4.1.0.2', '4..1', 'four', '4.1.0-', '4.1.0-beta..1', '1234567890.0.0'])('refuses %j', (text) => {
    expect(parseAppVersion(text)).toBeUndefined();
  });

  it('compares by semver precedence', () => {
    const ordered = ['1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1', '1.2.0', '3.9.9', '3.10.0', '4.0.0'];
    for (let i = 0; i < ordered.length - 1; i++) {
      expect(compareAppVersions(v(ordered[i]!), v(ordered[i + 1]!)), `${ordered[i]} < ${ordered[i + 1]}`).toBe(-1);
      expect(compareAppVersions(v(ordered[i + 1]!), v(ordered[i]!))).toBe(1);
    }
    expect(compareAppVersions(v('4.1'), v('4.1.0+other'))).toBe(0);
  });

  it('the white status bar is for 4.0.0 and later (spec section 9)', () => {
    expect(wantsWhiteStatusBar('4.0.0')).toBe(true);
    expect(wantsWhiteStatusBar('4.1.0')).toBe(true);
    expect(wantsWhiteStatusBar('10.0.0')).toBe(true);
    expect(wantsWhiteStatusBar('3.9.9')).toBe(false);
    expect(wantsWhiteStatusBar('4.0.0-rc.1')).toBe(false);
    expect(wantsWhiteStatusBar('unknown')).toBe(false);
  });

  it('an update is needed below the minimum only; unknown versions are let through', () => {
    expect(needsAppUpdate('3.2.0', '4.0.0')).toBe(true);
    expect(needsAppUpdate('4.0.0', '4.0.0')).toBe(false);
    expect(needsAppUpdate('4.0.1', '4.0.0')).toBe(false);
    expect(needsAppUpdate('3.2.0', undefined)).toBe(false);
    expect(needsAppUpdate('garbage', '4.0.0')).toBe(false);
    expect(needsAppUpdate('3.2.0', 'garbage')).toBe(false);
    expect(isAtLeast('garbage', '1.0.0')).toBe(false);
  });
});
