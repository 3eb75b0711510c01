/**
 * The advertising click id of the visit (spec section 9: "Click-id stored 45 days"): the `gclid` (Google Ads), `fbclid`
 * (Meta) or `msclkid` (Microsoft Ads) query parameter of the landing URL, attached to the purchase that follows.
 */
export const CLICK_ID_SOURCES = ['gclid', 'fbclid', 'msclkid'] as const;
export type ClickIdSource = (typeof CLICK_ID_SOURCES)[number];

export const CLICK_ID_RETENTION_DAYS = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ClickId {
  readonly source: ClickIdSource;
  readonly value: string;
}

export interface StoredClickId extends ClickId {
  /** ISO 8601 instant after which the click id is forgotten. */
  readonly expiresAt: string;
}

/** The ad networks' ids are URL-safe tokens; anything else (or absurdly long) is not a click id and is dropped. */
const CLICK_ID_VALUE = /^[A-Za-z0-9._~-]{1,500}$/;

export const isClickIdValue = (value: string): boolean => CLICK_ID_VALUE.test(value);

/** The click id of a query string (`?gclid=…`), if one is there and well formed; gclid first, then fbclid, msclkid. */
export const clickIdFromQuery = (search: string): ClickId | undefined => {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const source of CLICK_ID_SOURCES) {
    const value = params.get(source)?.trim();
    if (value !== undefined && isClickIdValue(value)) return { source, value };
  }
  return undefined;
};

/** Kept 45 days from the click (a later click replaces it and starts again). */
export const clickIdExpiry = (clickedAt: Date): Date => new Date(clickedAt.getTime() + CLICK_ID_RETENTION_DAYS * DAY_MS);

export const storedClickId = (clickId: ClickId, clickedAt: Date): StoredClickId => ({ ...clickId, expiresAt: clickIdExpiry(clickedAt).toISOString() });

/** The stored click id while it lasts; an expired, unreadable or too distant expiry gives nothing. */
export const liveClickId = (stored: StoredClickId | undefined, now: Date): ClickId | undefined => {
  if (stored === undefined) return undefined;
  const expiresAt = new Date(stored.expiresAt).getTime();
  if (Number.isNaN(expiresAt) || expiresAt <= now.getTime()) return undefined;
  // An expiry further than 45 days ahead was not written by us: not believed.
  if (expiresAt > clickIdExpiry(now).getTime()) return undefined;
  return { source: stored.source, value: stored.value };
};
