import sharp from 'sharp';
import { PICTURE_RULES } from '../../src/contract/listing-pictures';
import { PICTURE_WIDTHS, type PictureWidth } from '../../src/domain/media/picture-widths';
import { variantKey, type PictureStorage, type StoredObject } from './picture-storage';

/** A stored original is named by a UUID (newStorageKey); its variants add `-{width}` (variantKey). */
const ORIGINAL_FILE = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** Whether a storage key names an uploaded picture as stored (not one of its smaller copies, not a PDF…). */
export const isOriginalPicture = (key: string): boolean => ORIGINAL_FILE.test(key);

/** The stored picture is the largest width: no copy of it is made. */
const ORIGINAL_WIDTH: PictureWidth = PICTURE_RULES.fullWidth;
const WEBP_QUALITY = 80;

/** The key of a picture's copy at a width (the original itself at its full width). */
export const pictureVariantKey = (key: string, width: PictureWidth): string => (width === ORIGINAL_WIDTH ? key : variantKey(key, String(width)));

/** Every file a stored picture may have: the original and its copies at each width (to delete them all together). */
export const pictureFileKeys = (key: string): string[] => [key, ...PICTURE_WIDTHS.filter((w) => w !== ORIGINAL_WIDTH).map((w) => variantKey(key, String(w)))];

/** Resizes a stored picture to a width (never enlarged), as WebP like the original. */
export const resizePicture = async (bytes: Uint8Array, width: number): Promise<StoredObject> => {
  const data = await sharp(bytes, { failOn: 'error' }).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  return { bytes: data, contentType: 'image/webp' };
};

/**
 * Serves an uploaded picture at one of PICTURE_WIDTHS: its copy from the storage, made once on first request
 * (sharp) and kept beside the original, so every later request (and every server sharing the bucket) reads it.
 * Requests for the same missing copy share one resize. Undefined when the original is not there.
 */
export class PictureVariants {
  private readonly pending = new Map<string, Promise<StoredObject | undefined>>();

  constructor(private readonly storage: PictureStorage) {}

  async get(key: string, width: PictureWidth): Promise<StoredObject | undefined> {
    const copyKey = pictureVariantKey(key, width);
    const stored = await this.storage.get(copyKey);
    if (stored) return stored;
    if (copyKey === key) return undefined;
    const running = this.pending.get(copyKey);
    if (running) return running;
    const made = this.make(key, copyKey, width).finally(() => this.pending.delete(copyKey));
    this.pending.set(copyKey, made);
    return made;
  }

  private async make(key: string, copyKey: string, width: PictureWidth): Promise<StoredObject | undefined> {
    const original = await this.storage.get(key);
    if (!original) return undefined;
    const copy = await resizePicture(original.bytes, width);
    await this.storage.put(copyKey, copy.bytes, copy.contentType);
    // The picture may have been deleted while it was resized: then its copy must not outlive it.
    if (!(await this.storage.get(key))) {
      await this.storage.delete(copyKey);
      return undefined;
    }
    return copy;
  }
}
