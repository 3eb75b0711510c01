import { randomUUID } from 'node:crypto';

/** A file's content (backed by an ArrayBuffer, as fetch and Hono take it). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** A stored file: its bytes and the media type it is served with. */
export interface StoredObject {
  readonly bytes: Bytes;
  readonly contentType: string;
}

/**
 * Where uploaded files live (listing pictures, and any other upload such as a contract's photos): a folder under
 * DATA_DIR by default, an S3-compatible bucket in production. Keys are made by the server (newStorageKey), never
 * taken from a request: every adapter refuses a key that isStorageKey does not accept.
 */
export interface PictureStorage {
  /** Writes (or replaces) a file; the key's extension must match the content type (STORAGE_CONTENT_TYPES). */
  put(key: string, bytes: Bytes, contentType: string): Promise<void>;
  /** The file, or undefined when there is none (or the key is not a storage key). */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes a file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** The media types a stored file may have, by the key's extension (the local adapter serves them from it). */
export const STORAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

const MAX_KEY_LENGTH = 200;
/** Lower-case names, at most one dot (before the extension): no `..`, no hidden files, no separators or escapes. */
const FOLDER_SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const FILE_SEGMENT = /^([a-z0-9][a-z0-9_-]{0,79})\.([a-z0-9]{1,8})$/;

/**
 * Whether a key may name a stored file: 2 to 6 segments separated by `/`, folders of [a-z0-9_-], a file name with
 * a known extension. Keys only ever come from newStorageKey; this guards every adapter (and the serving route) so
 * a key built from anything else cannot leave the storage folder or bucket prefix.
 */
export const isStorageKey = (key: string): boolean => {
  if (key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  if (segments.length < 2 || segments.length > 6) return false;
  const file = FILE_SEGMENT.exec(segments[segments.length - 1] ?? '');
  if (!file || !(file[2]! in STORAGE_CONTENT_TYPES)) return false;
  return segments.slice(0, -1).every((s) => FOLDER_SEGMENT.test(s));
};

/** The media type of a storage key's file (from its extension); undefined for a key that is not a storage key. */
export const contentTypeOfKey = (key: string): string | undefined => {
  if (!isStorageKey(key)) return undefined;
  return STORAGE_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
};

/** A new unique key under a folder (`boats/8` → `boats/8/{uuid}.webp`); folders are the server's own words and ids. */
export const newStorageKey = (folder: readonly (string | number)[], extension: string, uuid: string = randomUUID()): string => {
  const key = `${folder.map(String).join('/')}/${uuid}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
};

/** The key of a variant of a stored file (`…/{uuid}.webp` → `…/{uuid}-480.webp`), such as a smaller picture. */
export const variantKey = (key: string, variant: string): string => {
  const dot = key.lastIndexOf('.');
  const variantOf = `${key.slice(0, dot)}-${variant}${key.slice(dot)}`;
  if (!isStorageKey(key) || !isStorageKey(variantOf)) throw new Error(`Not a storage key: ${JSON.stringify(variantOf)}`);
  return variantOf;
};

/** Throws unless the key is a storage key whose extension matches the content type (a programming error). */
export const assertStorable = (key: string, contentType: string): void => {
  const expected = contentTypeOfKey(key);
  if (!expected) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  if (expected !== contentType) throw new Error(`A .${key.slice(key.lastIndexOf('.') + 1)} file cannot hold ${contentType}`);
};
