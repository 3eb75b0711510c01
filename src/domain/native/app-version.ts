/**
 * The native app's version (spec sections 2 and 9): the host reports it as semver (`4.1.0`, `4.2.0-beta.1`); the web
 * app compares it with the minimum from configuration (`app-update-needed`) and with 4.0.0 (white status bar).
 */
export interface AppVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Pre-release identifiers (`beta.1` → ['beta', '1']); a pre-release comes before its release. Build metadata is dropped. */
  readonly preRelease: readonly string[];
}

/** Spec section 9: status bar and edge-to-edge background white 1 second after start, for app version 4.0.0 or later. */
export const STATUS_BAR_MIN_VERSION = '4.0.0';
export const STATUS_BAR_DELAY_MS = 1_000;
export const STATUS_BAR_COLOR = '#ffffff';

const IDENTIFIER = '[0-9A-Za-z-]+';
// Missing minor or patch count as 0 (a host reporting "4.1" means 4.1.0); numbers are bounded so they stay exact.
const VERSION = new RegExp(`^(\\d{1,9})(?:\\.(\\d{1,9}))?(?:\\.(\\d{1,9}))?(?:-(${IDENTIFIER}(?:\\.${IDENTIFIER})*))?(?:\\+${IDENTIFIER}(?:\\.${IDENTIFIER})*)?$`);

/** Reads a version; undefined for anything else (a malformed version is unknown, never guessed). */
export const parseAppVersion = (text: string): AppVersion | undefined => {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2] ?? '0'),
    patch: Number(match[3] ?? '0'),
    preRelease: match[4] === undefined ? [] : match[4].split('.'),
  };
};

export const formatAppVersion = (v: AppVersion): string => `${v.major}.${v.minor}.${v.patch}${v.preRelease.length > 0 ? `-${v.preRelease.join('.')}` : ''}`;

const sign = (n: number): -1 | 0 | 1 => (n < 0 ? -1 : n > 0 ? 1 : 0);
const NUMERIC = /^\d+$/;

/** Semver's precedence of two pre-release identifiers: numbers numerically, below words; words in ASCII order. */
const compareIdentifiers = (a: string, b: string): -1 | 0 | 1 => {
  const an = NUMERIC.test(a);
  const bn = NUMERIC.test(b);
  if (an && bn) return sign(Number(a) - Number(b));
  if (an !== bn) return an ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Semver precedence: -1 when a comes before b, 0 when they are the same version, 1 after. */
export const compareAppVersions = (a: AppVersion, b: AppVersion): -1 | 0 | 1 => {
  const core = sign(a.major - b.major) || sign(a.minor - b.minor) || sign(a.patch - b.patch);
  if (core !== 0) return core;
  // A release comes after its pre-releases.
  if (a.preRelease.length === 0 || b.preRelease.length === 0) return sign(b.preRelease.length - a.preRelease.length);
  for (let i = 0; i < Math.min(a.preRelease.length, b.preRelease.length); i++) {
    const c = compareIdentifiers(a.preRelease[i] ?? '', b.preRelease[i] ?? '');
    if (c !== 0) return c;
  }
  return sign(a.preRelease.length - b.preRelease.length);
};

/** True when `version` is `minimum` or later; false when either cannot be read. */
export const isAtLeast = (version: string, minimum: string): boolean => {
  const v = parseAppVersion(version);
  const m = parseAppVersion(minimum);
  return v !== undefined && m !== undefined && compareAppVersions(v, m) >= 0;
};

/**
 * Spec section 2 `app-update-needed`: the app is older than the configured minimum. An app whose version cannot be
 * read is let through (locking every user out over a host's typo would be worse than an old app).
 */
export const needsAppUpdate = (version: string, minimum: string | undefined): boolean => {
  if (minimum === undefined) return false;
  const v = parseAppVersion(version);
  const m = parseAppVersion(minimum);
  return v !== undefined && m !== undefined && compareAppVersions(v, m) < 0;
};

/** Spec section 9: the white status bar is for app version 4.0.0 or later. */
export const wantsWhiteStatusBar = (version: string): boolean => isAtLeast(version, STATUS_BAR_MIN_VERSION);
