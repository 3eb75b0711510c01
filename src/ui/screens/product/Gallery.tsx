import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pictureAtWidth } from '../../../domain/media/picture-widths';
import { stepIndex, type GalleryStep } from '../../../domain/media/gallery-navigation';
import { pictureProps, PICTURE_LAYOUT } from '../../components/picture/picture-props';
import { GalleryViewer } from './GalleryViewer';

/**
 * A boat's pictures: the main one (the page's largest picture on a phone, its LCP: fetched first and never lazy,
 * in the width the screen needs) and a row of thumbnails to switch it, loaded when scrolled to. Both keep their
 * box (width/height and the CSS aspect-ratio) before the file arrives, so nothing moves. The main picture opens the
 * full-screen gallery at that picture; the one last seen there stays on the page.
 */
export const Gallery = ({ pictures, title }: { pictures: readonly string[]; title: string }) => {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = pictures.length;
  const stepped = useCallback((step: GalleryStep) => setIndex((i) => stepIndex(i, count, step)), [count]);
  const closed = useCallback(() => setViewerOpen(false), []);
  const current = pictures[index];
  if (current === undefined) return <div className="gallery gallery-empty">{t('product:gallery.empty')}</div>;
  return (
    <section className="gallery" aria-label={t('product:gallery.label')}>
      {/* The name is the picture's description then the visible hint: what the button shows and what it does. */}
      <button
        type="button"
        className="gallery-open"
        onClick={(e) => {
          // Safari does not focus a clicked button: the Modal gives the focus back to what had it when it opened.
          e.currentTarget.focus();
          setViewerOpen(true);
        }}
      >
        <img
          className="gallery-main"
          {...pictureProps(current, PICTURE_LAYOUT.gallery.width, PICTURE_LAYOUT.gallery.sizes)}
          alt={t('product:gallery.picture', { index: index + 1, count, title })}
          width={800}
          height={480}
          fetchPriority="high"
        />
        <span className="gallery-open-hint">{t('product:gallery.open')}</span>
      </button>
      {count > 1 && (
        <div className="gallery-thumbs">
          {pictures.map((picture, i) => (
            <button key={picture} type="button" className="gallery-thumb" aria-pressed={i === index} onClick={() => setIndex(i)} aria-label={t('product:gallery.picture', { index: i + 1, count, title })}>
              {/* 96 px shown, 192 on a 2× screen: the smallest served width is enough. */}
              <img src={pictureAtWidth(picture, 320)} alt="" width={96} height={64} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
      <GalleryViewer open={viewerOpen} pictures={pictures} title={title} index={index} onStep={stepped} onClose={closed} />
    </section>
  );
};
