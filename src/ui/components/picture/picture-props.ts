import { fittingWidth, pictureAtWidth, pictureSrcSet } from '../../../domain/media/picture-widths';

/** What an `<img>` needs to load a picture at the size it is shown: `src`, and `srcSet` + `sizes` when it can be resized. */
export interface PictureProps {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/**
 * The sources of a picture shown at most `displayWidth` CSS pixels wide, `sizes` saying how wide it is shown on
 * each screen. An uploaded picture gets a `srcset` of its served widths (and a `src` of one density for the rest);
 * a drawn demo picture (SVG) is one file for every size.
 */
export const pictureProps = (url: string, displayWidth: number, sizes: string): PictureProps => {
  const srcSet = pictureSrcSet(url, displayWidth);
  return srcSet === undefined ? { src: url } : { src: pictureAtWidth(url, fittingWidth(displayWidth)), srcSet, sizes };
};

/**
 * How wide the pictures are shown (CSS pixels), with the `sizes` of the layout in styles.css: `main` is at most
 * 1200 px with 16 px padding; result cards are full width on a phone and at most about 420 px in the grid.
 */
export const PICTURE_LAYOUT = {
  card: { width: 420, sizes: '(max-width: 640px) calc(100vw - 32px), 420px' },
  gallery: { width: 1168, sizes: '(max-width: 1200px) calc(100vw - 32px), 1168px' },
  thumbnail: { width: 160, sizes: '160px' },
  /** Small pictures beside a text on a computer, full width of a card on a phone (bookings, listings, offers). */
  listItem: { width: 608, sizes: '(max-width: 640px) calc(100vw - 32px), 240px' },
} as const;
