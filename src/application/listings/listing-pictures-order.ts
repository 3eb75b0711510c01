import { PICTURE_RULES } from '../../contract/listing-pictures';

/**
 * The pure rules of the pictures' editor: moving a picture within the order, and what can be refused before a file
 * is even sent (the server checks everything again, by content).
 */

/** The order with `id` moved to `toIndex` (clamped to the list); the same order when `id` is not in it. */
export const movePicture = (ids: readonly number[], id: number, toIndex: number): number[] => {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const to = Math.max(0, Math.min(rest.length, Math.trunc(toIndex)));
  return [...rest.slice(0, to), id, ...rest.slice(to)];
};

export const sameOrder = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, i) => b[i] === id);

/** What the browser knows of a chosen file (a File has it). */
export interface ChosenFile {
  readonly size: number;
  /** The media type the browser guessed from the name; empty when it could not. */
  readonly type: string;
}

export type EarlyRefusal = 'tooBig' | 'typeUnsupported' | 'tooMany';

/**
 * Why a chosen file is refused without sending it, if it is: too big, plainly not an image (a file the browser
 * could not type is sent and the server decides from its content), or no place left among the listing's pictures.
 */
export const earlyRefusal = (file: ChosenFile, placesLeft: number): EarlyRefusal | null => {
  if (file.size > PICTURE_RULES.maxBytes) return 'tooBig';
  if (file.type !== '' && !file.type.startsWith('image/')) return 'typeUnsupported';
  if (placesLeft <= 0) return 'tooMany';
  return null;
};
