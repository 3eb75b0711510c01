import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { PHOTO_MAX_WIDTH, processPhoto } from './photo-processing';

/** A photo as a phone takes it: JPEG with the camera's EXIF, its GPS position and an orientation tag. */
const phoneJpeg = (width: number, height: number, orientation = 1): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'SeawayPhone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 17/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 22/1 1/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();

describe('processPhoto', () => {
  it('turns the photo upright, shrinks it to 1600 px wide, and keeps no metadata at all', async () => {
    const input = await phoneJpeg(3000, 2000, 6);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processPhoto(input);
    if (!result.ok) throw new Error(result.refusal);
    const meta = await sharp(result.photo.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    // Orientation 6 is a portrait taken sideways: 2000 × 3000 upright, then 1600 wide.
    expect([meta.width, meta.height]).toEqual([PHOTO_MAX_WIDTH, 2400]);
    expect([result.photo.width, result.photo.height]).toEqual([1600, 2400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(result.photo.bytes).includes(Buffer.from('SeawayPhone'))).toBe(false);
    expect(result.photo.sha256).toBe(createHash('sha256').update(result.photo.bytes).digest('hex'));
  });

  it('never enlarges a small photo, and reads PNG and WebP too', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } }).png().toBuffer();
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 1, g: 2, b: 3 } } }).webp().toBuffer();
    const fromPng = await processPhoto(png);
    const fromWebp = await processPhoto(webp);
    expect(fromPng.ok && [fromPng.photo.width, fromPng.photo.height]).toEqual([640, 480]);
    expect(fromWebp.ok && [fromWebp.photo.width, fromWebp.photo.height]).toEqual([800, 600]);
  });

  it('refuses what is not a photo, whatever it claims to be', async () => {
    expect(await processPhoto(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, refusal: 'notAnImage' });
    expect(await processPhoto(new TextEncoder().encode('not an image at all'))).toEqual({ ok: false, refusal: 'notAnImage' });
    const truncated = (await phoneJpeg(400, 300)).subarray(0, 200);
    expect(await processPhoto(truncated)).toEqual({ ok: false, refusal: 'notAnImage' });
  });
});
