import sharp, { type Sharp } from 'sharp';
import { PICTURE_RULES } from '../../src/contract/listing-pictures';
import type { Bytes } from './picture-storage';

/** The formats a picture may be uploaded in, recognised from its first bytes (the declared type is not trusted). */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'heic';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** ISO base media brands of HEIF images taken by phones (HEVC-coded: `heic`, `heix`, `hevc`, `hevx`, plus `mif1`/`msf1`). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The picture format of a file by content sniffing; undefined for anything else (GIF, SVG, PDF, text…). */
export const sniffPictureFormat = (bytes: Uint8Array): PictureFormat | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return 'heic';
  }
  return undefined;
};

/**
 * Whether this sharp build decodes HEIC. Its prebuilt binaries decode HEIF only with AV1 (AVIF), not the HEVC of
 * phones' .heic files (a patent-encumbered codec), so HEIC is refused unless sharp runs on a libvips built with it.
 */
export const HEIC_SUPPORTED: boolean = (sharp.format.heif?.input.fileSuffix ?? []).includes('.heic');

export interface PictureImage {
  readonly bytes: Bytes;
  readonly width: number;
  readonly height: number;
}

/** An uploaded picture ready to store: WebP, upright, without metadata, in its full and card sizes. */
export interface ProcessedPicture {
  readonly contentType: 'image/webp';
  readonly full: PictureImage;
  /** PICTURE_RULES.thumbnailWidth wide (or less, never enlarged), for cards and the editor's thumbnails. */
  readonly thumbnail: PictureImage;
}

export type PictureRefusal =
  | { readonly kind: 'tooBig' }
  | { readonly kind: 'typeUnsupported'; readonly format?: PictureFormat }
  | { readonly kind: 'tooSmall'; readonly width: number; readonly height: number }
  | { readonly kind: 'unreadable' };

export type ProcessingResult = { readonly ok: true; readonly picture: ProcessedPicture } | { readonly ok: false; readonly refusal: PictureRefusal };

/** Above this many pixels a file is refused before decoding (a small file can declare a huge image). */
export const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 80;

/**
 * Reads an uploaded picture and makes it safe to publish: turned upright by its EXIF orientation, then re-encoded
 * so that nothing of the original file survives (sharp writes no EXIF, GPS, XMP or IPTC, and converts colours to
 * sRGB, which is what an image without a profile means), at most PICTURE_RULES.fullWidth wide (never enlarged), as
 * WebP, plus a PICTURE_RULES.thumbnailWidth-wide copy. Refuses other formats (by content), files above
 * PICTURE_RULES.maxBytes, images smaller than PICTURE_RULES.minWidth × minHeight once upright, and damaged files.
 */
export const processPicture = async (bytes: Uint8Array): Promise<ProcessingResult> => {
  if (bytes.length > PICTURE_RULES.maxBytes) return { ok: false, refusal: { kind: 'tooBig' } };
  const format = sniffPictureFormat(bytes);
  if (!format || (format === 'heic' && !HEIC_SUPPORTED)) return { ok: false, refusal: { kind: 'typeUnsupported', ...(format && { format }) } };
  // failOn 'error': a truncated or corrupt file is refused rather than half decoded.
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true, animated: false });
  let width: number;
  let height: number;
  try {
    const metadata = await input().metadata();
    if (metadata.format !== FORMAT_NAMES[format]) return { ok: false, refusal: { kind: 'typeUnsupported', format } };
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) return { ok: false, refusal: { kind: 'tooBig' } };
    // Width and height as shown, once turned by the EXIF orientation (5 to 8 swap them).
    const swapped = (metadata.orientation ?? 1) >= 5;
    width = (swapped ? metadata.height : metadata.width) ?? 0;
    height = (swapped ? metadata.width : metadata.height) ?? 0;
  } catch {
    return { ok: false, refusal: { kind: 'unreadable' } };
  }
  if (width < PICTURE_RULES.minWidth || height < PICTURE_RULES.minHeight) return { ok: false, refusal: { kind: 'tooSmall', width, height } };
  try {
    const [full, thumbnail] = await Promise.all([encode(input(), PICTURE_RULES.fullWidth), encode(input(), PICTURE_RULES.thumbnailWidth)]);
    return { ok: true, picture: { contentType: 'image/webp', full, thumbnail } };
  } catch {
    return { ok: false, refusal: { kind: 'unreadable' } };
  }
};

const FORMAT_NAMES: Readonly<Record<PictureFormat, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', heic: 'heif' };

const encode = async (image: Sharp, maxWidth: number): Promise<PictureImage> => {
  const { data, info } = await image
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
};
