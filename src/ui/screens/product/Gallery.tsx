import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureAtWidth } from '../../../domain/media/picture-widths';
import { pictureProps, PICTURE_LAYOUT } from '../../components/picture/picture-props';

/**
 * A boat's pictures: the main one (the page's largest picture on a phone, its LCP: fetched first and never lazy,
 * in the width the screen needs) and a row of thumbnails to switch it, loaded when scrolled to. Both keep their
 * box (width/height and the CSS aspect-ratio) before the file arrives, so nothing moves.
 */
export const Gallery = ({ pictures, title }: { pictures: readonly string[]; title: string }) => {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const current = pictures[index];
  if (current === undefined) return <div className="gallery gallery-empty">{t('product:gallery.empty')}</div>;
  return (
    <section className="gallery" aria-label={t('product:gallery.label')}>
      <img
        className="gallery-main"
        {...pictureProps(current, PICTURE_LAYOUT.gallery.width, PICTURE_LAYOUT.gallery.sizes)}
        alt={t('product:gallery.picture', { index: index + 1, count: pictures.length, title })}
        width={800}
        height={480}
        fetchPriority="high"
      />
      {pictures.length > 1 && (
        <div className="gallery-thumbs">
          {pictures.map((picture, i) => (
            <button key={picture} type="button" className="gallery-thumb" aria-pressed={i === index} onClick={() => setIndex(i)} aria-label={t('product:gallery.picture', { index: i + 1, count: pictures.length, title })}>
              {/* 96 px shown, 192 on a 2× screen: the smallest served width is enough. */}
              <img src={pictureAtWidth(picture, 320)} alt="" width={96} height={64} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
};
