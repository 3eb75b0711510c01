import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import type { ConsentChoice } from '../../domain/consent/consent';
import { CLICK_ID_SOURCES, isClickIdValue, type ClickIdSource, type StoredClickId } from '../../domain/consent/click-id';

/** Where the browser keeps the visitor's consent and click id (decoded on every read: storage is outside input). */
export const CONSENT_STORAGE_KEY = 'seaway.consent';
export const CLICK_ID_STORAGE_KEY = 'seaway.clickId';

const StoredChoice = t.type({
  version: t.number,
  purposes: t.type({ analytics: t.boolean, marketing: t.boolean }),
  givenAt: t.string,
});

const StoredClick = t.type({ source: t.string, value: t.string, expiresAt: t.string });

const parse = (raw: string | undefined): unknown => {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/** A stored choice, or undefined for anything unreadable (only the known purposes are kept). */
export const decodeStoredChoice = (raw: string | undefined): ConsentChoice | undefined => {
  const decoded = StoredChoice.decode(parse(raw));
  if (!isRight(decoded)) return undefined;
  const { version, purposes, givenAt } = decoded.right;
  return { version, purposes: { analytics: purposes.analytics, marketing: purposes.marketing }, givenAt };
};

export const encodeChoice = (choice: ConsentChoice): string => JSON.stringify(choice);

const isSource = (source: string): source is ClickIdSource => (CLICK_ID_SOURCES as readonly string[]).includes(source);

export const decodeStoredClickId = (raw: string | undefined): StoredClickId | undefined => {
  const decoded = StoredClick.decode(parse(raw));
  if (!isRight(decoded)) return undefined;
  const { source, value, expiresAt } = decoded.right;
  return isSource(source) && isClickIdValue(value) ? { source, value, expiresAt } : undefined;
};

export const encodeClickId = (clickId: StoredClickId): string => JSON.stringify(clickId);
