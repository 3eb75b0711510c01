/**
 * The widths an uploaded picture is served at (issue [8]): `/media/uploads/{key}?w={width}`. A short fixed list, so
 * that a visitor cannot make the server resize (and store) a picture at any number of sizes; the largest is the
 * stored picture itself (PICTURE_RULES.fullWidth) and 480 is the card copy made at upload (PICTURE_RULES.thumbnailWidth).
 */
export const PICTURE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const isPictureWidth = (width: number): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width);

/**
 * The `w` query parameter of a picture request: absent means the stored picture as it is; anything but one of
 * PICTURE_WIDTHS written plainly (no sign, no leading zero, no unit) is refused.
 */
export const parsePictureWidth = (text: string | undefined): { readonly ok: true; readonly width: PictureWidth | undefined } | { readonly ok: false } => {
  if (text === undefined) return { ok: true, width: undefined };
  if (!/^[1-9][0-9]{2,3}$/.test(text)) return { ok: false };
  const width = Number(text);
  return isPictureWidth(width) ? { ok: true, width } : { ok: false };
};

/** Where owners' uploaded pictures are served; the demo catalogue's drawn pictures (SVG) live elsewhere under /media. */
const UPLOADS_PREFIX = '/media/uploads/';

/**
 * Whether a picture's URL can be asked for at another width: an uploaded raster picture (WebP) without a query of
 * its own. A drawn SVG is sharp at any size from one file, and a URL of another site is not ours to resize.
 */
export const isResizablePicture = (url: string): boolean => url.startsWith(UPLOADS_PREFIX) && !url.includes('?') && !url.includes('#');

/** The URL of a picture at a width (the picture itself when it cannot be resized). */
export const pictureAtWidth = (url: string, width: PictureWidth): string => (isResizablePicture(url) ? `${url}?w=${width}` : url);

/**
 * The `srcset` of a picture shown at most `maxWidth` CSS pixels wide on screens up to 2× (a card: 480 → 320…960;
 * the gallery: 960 → up to 1600): the allowed widths up to twice the display size, plus the next one up so the
 * largest screen still gets enough pixels. Undefined for a picture that cannot be resized (one file fits all).
 */
export const pictureSrcSet = (url: string, maxWidth: number): string | undefined => {
  if (!isResizablePicture(url)) return undefined;
  const needed = maxWidth * 2;
  const widths = PICTURE_WIDTHS.filter((width, i) => width <= needed || (PICTURE_WIDTHS[i - 1] ?? 0) < needed);
  return widths.map((width) => `${pictureAtWidth(url, width)} ${width}w`).join(', ');
};

/** The smallest allowed width at least `displayWidth` (the largest when none is): a `src` for one density. */
export const fittingWidth = (displayWidth: number): PictureWidth =>
  PICTURE_WIDTHS.find((width) => width >= displayWidth) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
