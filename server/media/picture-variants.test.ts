import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_RULES } from '../../src/contract/listing-pictures';
import { PICTURE_WIDTHS } from '../../src/domain/media/picture-widths';
import { isOriginalPicture, pictureFileKeys, pictureVariantKey, PictureVariants, resizePicture } from './picture-variants';
import type { Bytes, PictureStorage, StoredObject } from './picture-storage';

const KEY = 'boats/8/0b6f3c1e-2a4d-4c6e-9f1a-3b5d7e9f1a2c.webp';

/** A picture storage in memory that counts its reads and writes. */
class MemoryStorage implements PictureStorage {
  readonly files = new Map<string, StoredObject>();
  puts = 0;
  async put(key: string, bytes: Bytes, contentType: string) {
    this.puts += 1;
    this.files.set(key, { bytes, contentType });
  }
  async get(key: string) {
    return this.files.get(key);
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

const webp = async (width: number, height: number) => {
  const data = await sharp({ create: { width, height, channels: 3, background: { r: 10, g: 90, b: 160 } } }).webp().toBuffer();
  return { bytes: data, contentType: 'image/webp' };
};

describe('picture variants', () => {
  it('knows originals from their copies and names every copy', () => {
    expect(isOriginalPicture(KEY)).toBe(true);
    expect(isOriginalPicture(KEY.replace('.webp', '-480.webp'))).toBe(false);
    expect(isOriginalPicture('contracts/1/0b6f3c1e-2a4d-4c6e-9f1a-3b5d7e9f1a2c.jpg')).toBe(false);
    expect(pictureVariantKey(KEY, PICTURE_RULES.fullWidth)).toBe(KEY);
    expect(pictureVariantKey(KEY, 480)).toBe(KEY.replace('.webp', '-480.webp'));
    expect(pictureFileKeys(KEY)).toEqual([KEY, ...PICTURE_WIDTHS.filter((w) => w !== 1600).map((w) => KEY.replace('.webp', `-${w}.webp`))]);
    expect(PICTURE_WIDTHS).toContain(PICTURE_RULES.thumbnailWidth);
    expect(PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]).toBe(PICTURE_RULES.fullWidth);
  });

  it('makes a copy once, even when asked for it several times at once, and never enlarges', async () => {
    const storage = new MemoryStorage();
    storage.files.set(KEY, await webp(1000, 600));
    const variants = new PictureVariants(storage);
    const copies = await Promise.all([variants.get(KEY, 640), variants.get(KEY, 640), variants.get(KEY, 640)]);
    expect(storage.puts).toBe(1);
    expect(copies.every((c) => c === copies[0])).toBe(true);
    expect((await sharp(copies[0]!.bytes).metadata()).width).toBe(640);
    expect(await variants.get(KEY, 640)).toBe(storage.files.get(pictureVariantKey(KEY, 640)));
    expect(storage.puts).toBe(1);
    expect((await sharp((await variants.get(KEY, 1280))!.bytes).metadata()).width).toBe(1000);
  });

  it('serves nothing for a missing picture, and drops a copy whose picture went while it was made', async () => {
    const storage = new MemoryStorage();
    const variants = new PictureVariants(storage);
    expect(await variants.get(KEY, 640)).toBeUndefined();
    expect(await variants.get(KEY, 1600)).toBeUndefined();
    expect(storage.files.size).toBe(0);

    storage.files.set(KEY, await webp(900, 600));
    const put = storage.put.bind(storage);
    storage.put = async (key, bytes, contentType) => {
      await put(key, bytes, contentType);
      storage.files.delete(KEY);
    };
    expect(await variants.get(KEY, 320)).toBeUndefined();
    expect(storage.files.size).toBe(0);
  });

  it('resizes to WebP', async () => {
    const copy = await resizePicture((await webp(1200, 800)).bytes, 320);
    expect(copy.contentType).toBe('image/webp');
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });
});
