import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either';
import { EcontractData, EcontractView, type EcontractDirection } from '../../contract/econtract';
import type { EcontractData as DomainData } from '../../domain/econtract/econtract';
import type { KeyValueStorage } from '../storage/key-value-storage';

/**
 * The phone's own copy of a contract being filled in (offline tolerance): every change is written here first, then
 * sent; `dirty` until the server has it. The last view from the server is kept with it, so the form can be shown
 * again without a connection. Decoded when read (guide habit 2): an unreadable copy is ignored, never trusted.
 */
const LocalDraft = t.type({
  v: t.literal(1),
  view: t.union([EcontractView, t.null]),
  data: EcontractData,
  dirty: t.boolean,
  /** ISO 8601: when it was last changed on the phone. */
  savedAt: t.string,
});
export type LocalDraft = t.TypeOf<typeof LocalDraft>;

export const draftKey = (bookingId: string, direction: EcontractDirection): string => `seaway.econtract.${bookingId}.${direction}`;

export const readDraft = (storage: KeyValueStorage, bookingId: string, direction: EcontractDirection): LocalDraft | undefined => {
  const raw = storage.get(draftKey(bookingId, direction));
  if (raw === undefined) return undefined;
  try {
    const decoded = LocalDraft.decode(JSON.parse(raw));
    return isLeft(decoded) ? undefined : decoded.right;
  } catch {
    return undefined;
  }
};

export const writeDraft = (
  storage: KeyValueStorage,
  bookingId: string,
  direction: EcontractDirection,
  draft: Omit<LocalDraft, 'data'> & { readonly data: DomainData },
): void =>
  storage.set(draftKey(bookingId, direction), JSON.stringify(draft));

/** Once signed the server's copy is the contract: the phone forgets its own (it held the tenant's licence number). */
export const dropDraft = (storage: KeyValueStorage, bookingId: string, direction: EcontractDirection): void => storage.remove(draftKey(bookingId, direction));
