import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { keyStep, swipeStep, type GalleryStep } from '../../../domain/media/gallery-navigation';
import { pictureProps } from '../../components/picture/picture-props';
import { Modal } from '../../modal/Modal';

/** Shown as wide as the screen: up to the largest served width (a 2× phone, a large screen). */
const FULL_SCREEN = { width: 1600, height: 960, sizes: '100vw' } as const;

interface GalleryViewerProps {
  readonly open: boolean;
  readonly pictures: readonly string[];
  readonly title: string;
  readonly index: number;
  readonly onStep: (step: GalleryStep) => void;
  readonly onClose: () => void;
}

/**
 * The full-screen gallery (issue [10]) in the app's Modal (focus trap, Escape, focus back to the opener): one picture
 * at a time, the previous and next buttons, the arrow keys and a sideways swipe. Only the current picture is in the
 * page, so the others are fetched when shown, never all at once.
 */
export const GalleryViewer = ({ open, pictures, title, index, onStep, onClose }: GalleryViewerProps) => {
  const { t } = useTranslation('product');
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = pictures.length;
  const current = pictures[index];

  // On the document, not the panel: the arrows work wherever the focus is in the dialog, its close button included.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = keyStep(event.key);
      if (step === null) return;
      event.preventDefault();
      onStep(step);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onStep]);

  if (current === undefined) return null;
  const pictureLabel = t('product:gallery.picture', { index: index + 1, count, title });
  return (
    <Modal open={open} onClose={onClose} title={t('product:gallery.viewerTitle', { title })}>
      <div className="gallery-viewer">
        <div
          className="gallery-viewer-stage"
          onPointerDown={(e) => (swipeStart.current = { x: e.clientX, y: e.clientY })}
          onPointerCancel={() => (swipeStart.current = null)}
          onPointerUp={(e) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            const step = start && swipeStep(e.clientX - start.x, e.clientY - start.y);
            if (step) onStep(step);
          }}
        >
          {/* A new element per picture: the old one never shows while the next loads, and the fade-in replays. */}
          <img
            key={current}
            className="gallery-viewer-picture"
            {...pictureProps(current, FULL_SCREEN.width, FULL_SCREEN.sizes)}
            alt={pictureLabel}
            width={FULL_SCREEN.width}
            height={FULL_SCREEN.height}
            decoding="async"
            draggable={false}
          />
        </div>
        <div className="gallery-viewer-controls">
          {count > 1 && (
            <button type="button" className="button" onClick={() => onStep('previous')} aria-label={t('product:gallery.previous')}>
              <span aria-hidden="true">‹</span>
            </button>
          )}
          {/* "3 / 12" to the eye; the full sentence to a screen reader, announced at each change. */}
          <p className="gallery-viewer-counter" role="status">
            <span aria-hidden="true">{t('product:gallery.counter', { index: index + 1, count })}</span>
            <span className="visually-hidden">{pictureLabel}</span>
          </p>
          {count > 1 && (
            <button type="button" className="button" onClick={() => onStep('next')} aria-label={t('product:gallery.next')}>
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
};
