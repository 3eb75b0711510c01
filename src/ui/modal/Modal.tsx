import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MODAL_CLOSE_DELAY_MS, swipeCloses, type ModalKind } from '../../domain/modal/modal-rules';
import { usePortalTarget } from './portal-target';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly kind?: Exclude<ModalKind, 'popover' | 'tooltip'>;
  /** Full screen on small viewports (the default, spec section 2). */
  readonly fullScreenOnMobile?: boolean;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/**
 * The one modal: centred (560 px), from the right (530 px) or from the bottom; full screen on mobile by default;
 * focus trapped and restored; Escape, the close button, the backdrop and a fast swipe close it after 100 ms.
 */
export const Modal = ({ open, onClose, title, kind = 'centered', fullScreenOnMobile = true, children, footer }: ModalProps) => {
  const { t } = useTranslation('common');
  const portalTarget = usePortalTarget();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const restoreFocusTo = useRef<HTMLElement | null>(null);
  const [closing, setClosing] = useState(false);
  const swipeStart = useRef<{ x: number; y: number; time: number } | null>(null);

  const requestClose = useCallback(() => {
    setClosing(true);
    window.setTimeout(() => {
      setClosing(false);
      onClose();
    }, MODAL_CLOSE_DELAY_MS);
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    restoreFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      restoreFocusTo.current?.focus();
    };
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    // In a shadow root (the embedded funnel) the document only knows the shadow's host as focused.
    const active = (dialogRef.current.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onPointerDown = (e: ReactPointerEvent) => {
    swipeStart.current = { x: e.clientX, y: e.clientY, time: e.timeStamp };
  };
  const onPointerUp = (e: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start && swipeCloses(kind, { dx: e.clientX - start.x, dy: e.clientY - start.y, durationMs: e.timeStamp - start.time })) requestClose();
  };

  if (!open) return null;
  return createPortal(
    <div className={`modal-layer modal-${kind}${fullScreenOnMobile ? ' modal-fullscreen-mobile' : ''}${closing ? ' is-closing' : ''}`}>
      <div className="modal-backdrop" onClick={requestClose} data-testid="modal-backdrop" />
      <div
        ref={dialogRef}
        className="modal-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        {kind !== 'centered' && <div className="modal-grabber" aria-hidden="true" />}
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={requestClose} aria-label={t('modal.close')}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>,
    portalTarget ?? document.body,
  );
};
