import { pictureProps, PICTURE_LAYOUT } from '../picture/picture-props';

/**
 * A result card's picture at its fixed size (no layout shift), in the widths the card needs. `priority`: the first
 * card of a page, likely its largest picture on a phone (LCP), loaded at once and first; the others lazily.
 */
export const CardPicture = ({ picture, priority }: { picture: string; priority: boolean }) => (
  <img
    {...pictureProps(picture, PICTURE_LAYOUT.card.width, PICTURE_LAYOUT.card.sizes)}
    alt=""
    {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    decoding="async"
    width={400}
    height={240}
  />
);
