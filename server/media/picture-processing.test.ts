import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PICTURE_RULES } from '../../src/contract/listing-pictures';
import { HEIC_SUPPORTED, processPicture, sniffPictureFormat } from './picture-processing';

/** A photo as a phone would send it: JPEG with the camera's EXIF, GPS position included, and an orientation tag. */
const phoneJpeg = async (width: number, height: number, orientation = 1): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'SeawayPhone', Model: 'Test 1', Copyright: 'Olivier' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 17/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 22/1 1/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 90 })
    .toBuffer();

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 20, alpha: 1 } } });

/** The GPS IFD pointer tag (0x8825), little- or big-endian, as it appears in an EXIF block. */
const hasGpsTag = (exif: Buffer): boolean => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

describe('sniffPictureFormat', () => {
  it('recognises JPEG, PNG and WebP from their first bytes, whatever the file claims to be', async () => {
    expect(sniffPictureFormat(await image(10, 10).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPictureFormat(await image(10, 10).png().toBuffer())).toBe('png');
    expect(sniffPictureFormat(await image(10, 10).webp().toBuffer())).toBe('webp');
  });

  it('recognises a phone’s HEIC by its ftyp brand, and nothing else', () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(16)]);
    expect(sniffPictureFormat(heic)).toBe('heic');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
    expect(sniffPictureFormat(mp4)).toBeUndefined();
    expect(sniffPictureFormat(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffPictureFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffPictureFormat(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(sniffPictureFormat(new Uint8Array())).toBeUndefined();
    expect(sniffPictureFormat(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe('processPicture', () => {
  it('keeps nothing of the original file: no EXIF, no GPS, no ICC profile, WebP out', async () => {
    const input = await phoneJpeg(2000, 1500);
    const before = await sharp(input).metadata();
    expect(before.exif && hasGpsTag(before.exif)).toBe(true);

    const result = await processPicture(input);
    if (!result.ok) throw new Error(`refused: ${result.refusal.kind}`);
    const { full, thumbnail, contentType } = result.picture;
    expect(contentType).toBe('image/webp');
    for (const output of [full, thumbnail]) {
      const meta = await sharp(output.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(Buffer.from(output.bytes).includes(Buffer.from('SeawayPhone'))).toBe(false);
      expect(Buffer.from(output.bytes).includes(Buffer.from('Exif'))).toBe(false);
    }
  });

  it('converts a wide-gamut picture to sRGB and drops its profile (an image without one is sRGB)', async () => {
    const p3 = await image(900, 600).withIccProfile('p3').jpeg().toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const result = await processPicture(p3);
    if (!result.ok) throw new Error(result.refusal.kind);
    const meta = await sharp(result.picture.full.bytes).metadata();
    expect(meta.icc).toBeUndefined();
    expect(meta.space).toBe('srgb');
  });

  it('resizes to at most 1600 px wide and makes a 480-px-wide card copy, keeping the proportions', async () => {
    const result = await processPicture(await phoneJpeg(4000, 3000));
    if (!result.ok) throw new Error(result.refusal.kind);
    expect(result.picture.full).toMatchObject({ width: PICTURE_RULES.fullWidth, height: 1200 });
    expect(result.picture.thumbnail).toMatchObject({ width: PICTURE_RULES.thumbnailWidth, height: 360 });
    expect(await sharp(result.picture.full.bytes).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });

  it('never enlarges a picture narrower than the limits', async () => {
    const result = await processPicture(await image(700, 450).png().toBuffer());
    if (!result.ok) throw new Error(result.refusal.kind);
    expect(result.picture.full).toMatchObject({ width: 700, height: 450 });
    expect(result.picture.thumbnail).toMatchObject({ width: 480, height: 309 });
  });

  it('turns the picture upright by its EXIF orientation before measuring and resizing it', async () => {
    // Stored 2400 × 1600, tagged "rotate 90°": shown 1600 × 2400.
    const result = await processPicture(await phoneJpeg(2400, 1600, 6));
    if (!result.ok) throw new Error(result.refusal.kind);
    expect(result.picture.full).toMatchObject({ width: 1600, height: 2400 });
    const meta = await sharp(result.picture.full.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1600, 2400, undefined]);
  });

  it('accepts PNG and WebP too', async () => {
    expect((await processPicture(await image(800, 600).png().toBuffer())).ok).toBe(true);
    expect((await processPicture(await image(800, 600).webp().toBuffer())).ok).toBe(true);
  });

  it('refuses a picture smaller than 600 × 400 once upright', async () => {
    expect(await processPicture(await image(599, 400).jpeg().toBuffer())).toEqual({ ok: false, refusal: { kind: 'tooSmall', width: 599, height: 400 } });
    expect(await processPicture(await image(600, 399).jpeg().toBuffer())).toEqual({ ok: false, refusal: { kind: 'tooSmall', width: 600, height: 399 } });
    // 700 × 500 stored, shown 500 × 700: too narrow.
    expect(await processPicture(await phoneJpeg(700, 500, 8))).toEqual({ ok: false, refusal: { kind: 'tooSmall', width: 500, height: 700 } });
    expect((await processPicture(await image(600, 400).jpeg().toBuffer())).ok).toBe(true);
  });

  it('refuses other formats by their content, even under an image name', async () => {
    const gif = await image(800, 600).gif().toBuffer();
    expect(await processPicture(gif)).toEqual({ ok: false, refusal: { kind: 'typeUnsupported' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>');
    expect(await processPicture(svg)).toEqual({ ok: false, refusal: { kind: 'typeUnsupported' } });
    expect(await processPicture(Buffer.from('just some text, not a picture at all'))).toEqual({ ok: false, refusal: { kind: 'typeUnsupported' } });
    expect(await processPicture(new Uint8Array())).toEqual({ ok: false, refusal: { kind: 'typeUnsupported' } });
  });

  it('refuses HEIC when this sharp cannot decode it (its prebuilt binaries cannot)', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const result = await processPicture(heic);
    if (!HEIC_SUPPORTED) expect(result).toEqual({ ok: false, refusal: { kind: 'typeUnsupported', format: 'heic' } });
    else expect(result).toEqual({ ok: false, refusal: { kind: 'unreadable' } });
  });

  it('refuses a damaged file that starts like a JPEG', async () => {
    const jpeg = await phoneJpeg(1200, 800);
    expect(await processPicture(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toEqual({ ok: false, refusal: { kind: 'unreadable' } });
    expect(await processPicture(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]))).toEqual({ ok: false, refusal: { kind: 'unreadable' } });
  });

  it('refuses more than 15 MB before decoding anything', async () => {
    const big = new Uint8Array(PICTURE_RULES.maxBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await processPicture(big)).toEqual({ ok: false, refusal: { kind: 'tooBig' } });
  });
});
