import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertStorable, contentTypeOfKey, isStorageKey, type Bytes, type PictureStorage, type StoredObject } from './picture-storage';

/** Stored files in a folder (DATA_DIR/pictures by default): one file per key, the key's segments as folders. */
export class LocalPictureStorage implements PictureStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, or undefined for a key that is not a storage key or would resolve outside the folder. */
  pathOf(key: string): string | undefined {
    if (!isStorageKey(key)) return undefined;
    const path = resolve(this.root, ...key.split('/'));
    // isStorageKey already rules out `..` and separators; this is the second lock on the same door.
    return path.startsWith(this.root + sep) ? path : undefined;
  }

  async put(key: string, bytes: Bytes, contentType: string): Promise<void> {
    assertStorable(key, contentType);
    const path = this.pathOf(key);
    if (!path) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    await mkdir(dirname(path), { recursive: true });
    // Written aside then renamed, so a reader never gets half a file.
    const temporary = `${path}.${randomUUID()}.part`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.pathOf(key);
    const contentType = contentTypeOfKey(key);
    if (!path || !contentType) return undefined;
    try {
      return { bytes: await readFile(path), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    await rm(path, { force: true });
  }
}
