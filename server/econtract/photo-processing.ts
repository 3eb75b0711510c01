import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Damage photos are kept at most this wide: enough to see a scratch, small enough to print and send. */
export const PHOTO_MAX_WIDTH = 1600;
/** Decoding is bounded (a 100-megapixel image is already far more than any phone takes). */
export const PHOTO_MAX_INPUT_PIXELS = 100_000_000;

/** The formats a phone camera or gallery gives; recognised from the bytes, never from the declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);

export interface ProcessedPhoto {
  /** JPEG, auto-rotated, without any metadata (EXIF, GPS, camera). */
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly width: number;
  readonly height: number;
  /** SHA-256 (hex) of the stored bytes: signed with the contract. */
  readonly sha256: string;
}

export type PhotoProcessing = { readonly ok: true; readonly photo: ProcessedPhoto } | { readonly ok: false; readonly refusal: 'notAnImage' };

/**
 * A damage photo as it is kept: turned upright from its EXIF orientation, at most 1600 px wide (never enlarged),
 * re-encoded as JPEG (quality 80). sharp writes no metadata unless asked, so the EXIF (and its GPS position) is gone.
 */
export const processPhoto = async (input: Uint8Array): Promise<PhotoProcessing> => {
  try {
    const metadata = await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return { ok: false, refusal: 'notAnImage' };
    const { data, info } = await sharp(input, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const bytes = new Uint8Array(data.byteLength);
    bytes.set(data);
    return { ok: true, photo: { bytes, width: info.width, height: info.height, sha256: createHash('sha256').update(bytes).digest('hex') } };
  } catch {
    // Not an image sharp can read (or a corrupt one): refused like any other non-image.
    return { ok: false, refusal: 'notAnImage' };
  }
};
