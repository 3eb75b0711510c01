import { useEffect, useId, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PICTURE_RULES } from '../../../contract/listing-pictures';
import { ListingPicturesPresenter, type PictureNotice, type PictureView, type UploadView } from '../../../application/listings/listing-pictures-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { Modal } from '../../modal/Modal';

type Props = { presenter: ListingPicturesPresenter };

/** The drag of a picture within the list (files dragged from the desktop carry 'Files' instead). */
const PICTURE_DRAG_TYPE = 'application/x-seaway-picture';
const RULE_VALUES = {
  max: PICTURE_RULES.maxPictures,
  maxMb: PICTURE_RULES.maxBytes / (1024 * 1024),
  minWidth: PICTURE_RULES.minWidth,
  minHeight: PICTURE_RULES.minHeight,
};

/* Inline styles: the component is self-contained (React sets them through the CSSOM, which the CSP allows). */
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' };
const DROP_ZONE: CSSProperties = { border: '2px dashed var(--line)', borderRadius: 12, padding: 16, display: 'grid', gap: 8, justifyItems: 'start' };
const DROP_ZONE_ACTIVE: CSSProperties = { borderColor: 'var(--blue)', background: 'var(--sea)' };
const GRID: CSSProperties = { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 12 };
const CARD: CSSProperties = { border: '1px solid var(--line)', borderRadius: 10, padding: 6, display: 'grid', gap: 6, background: '#fff', position: 'relative' };
const CARD_TARGET: CSSProperties = { outline: '3px solid var(--blue)', outlineOffset: 2 };
const IMAGE: CSSProperties = { width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, display: 'block', background: 'var(--sea)' };
const COVER_BADGE: CSSProperties = { position: 'absolute', top: 12, left: 12 };
const SMALL_BUTTON: CSSProperties = { minHeight: 40, minWidth: 40, padding: '6px 10px' };

const NoticeLines = ({ notice }: { notice: PictureNotice | null }) => {
  const { t } = useTranslation(['listing-pictures', 'common']);
  const text = notice ? t(notice.key, notice.values ?? {}) : '';
  // Both regions are always there, so screen readers announce what is written into them (good news politely).
  return (
    <>
      <p role="status" className={notice?.ok ? 'notice success' : 'visually-hidden'}>
        {notice?.ok ? text : ''}
      </p>
      <p role="alert" className={notice && !notice.ok ? 'field-error' : 'visually-hidden'}>
        {notice && !notice.ok ? text : ''}
      </p>
    </>
  );
};

const UploadLine = observer(({ presenter, upload }: Props & { upload: UploadView }) => {
  const { t } = useTranslation(['listing-pictures', 'common']);
  return (
    <li style={{ display: 'grid', gap: 4, padding: '6px 0', borderBottom: '1px solid var(--line)' }}>
      <div style={{ ...ROW, justifyContent: 'space-between' }}>
        <span style={{ overflowWrap: 'anywhere' }}>{upload.name}</span>
        <span className={upload.state === 'failed' ? 'inline-error' : upload.state === 'done' ? 'success-text' : 'muted'}>{t(upload.stateKey)}</span>
      </div>
      {(upload.state === 'waiting' || upload.state === 'uploading') && (
        // Indeterminate while sending (the server also resizes it), empty while waiting its turn.
        <progress aria-label={t('upload.progress', { name: upload.name })} style={{ width: '100%' }} {...(upload.state === 'waiting' ? { value: 0, max: 1 } : {})} />
      )}
      {upload.error && (
        <div style={ROW}>
          <p className="field-error">{t(upload.error.key, upload.error.values ?? {})}</p>
          {upload.canRetry && (
            <button type="button" className="link-button" onClick={() => void presenter.uploadRetried(upload.id)}>
              {t('actions.retry')}
            </button>
          )}
        </div>
      )}
    </li>
  );
});

type MoveAction = 'earlier' | 'later' | 'cover';

const PictureCard = observer(
  ({
    presenter,
    picture,
    count,
    dragTarget,
    onMoved,
    onDragTarget,
  }: Props & { picture: PictureView; count: number; dragTarget: boolean; onMoved: (id: number, action: MoveAction) => void; onDragTarget: (index: number | null) => void }) => {
    const { t } = useTranslation(['listing-pictures', 'common']);
    const values = { position: picture.position, count };
    const isPictureDrag = (e: DragEvent) => e.dataTransfer.types.includes(PICTURE_DRAG_TYPE);
    return (
      <li
        data-picture-id={picture.id}
        draggable={!picture.deleting}
        aria-busy={picture.deleting || undefined}
        style={{ ...CARD, ...(dragTarget ? CARD_TARGET : {}), ...(picture.deleting ? { opacity: 0.5 } : {}), cursor: picture.deleting ? 'default' : 'grab' }}
        onDragStart={(e) => {
          e.dataTransfer.setData(PICTURE_DRAG_TYPE, String(picture.id));
          e.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(e) => {
          if (!isPictureDrag(e)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
          onDragTarget(picture.index);
        }}
        onDragLeave={() => onDragTarget(null)}
        onDrop={(e) => {
          if (!isPictureDrag(e)) return;
          e.preventDefault();
          e.stopPropagation();
          onDragTarget(null);
          const id = Number(e.dataTransfer.getData(PICTURE_DRAG_TYPE));
          if (Number.isInteger(id) && id > 0) void presenter.moved(id, picture.index);
        }}
        onDragEnd={() => onDragTarget(null)}
      >
        <img src={picture.thumbnailUrl} alt={t('picture.alt', values)} width={240} height={180} loading="lazy" draggable={false} style={IMAGE} />
        {picture.isCover && (
          <span className="badge" style={COVER_BADGE}>
            {t('picture.cover')}
          </span>
        )}
        <div style={{ ...ROW, gap: 4 }}>
          <button
            type="button"
            className="button"
            style={SMALL_BUTTON}
            data-action="earlier"
            disabled={!picture.canMoveLeft || picture.deleting}
            aria-label={t('picture.moveEarlier', values)}
            title={t('picture.moveEarlier', values)}
            onClick={() => onMoved(picture.id, 'earlier')}
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="button"
            style={SMALL_BUTTON}
            data-action="later"
            disabled={!picture.canMoveRight || picture.deleting}
            aria-label={t('picture.moveLater', values)}
            title={t('picture.moveLater', values)}
            onClick={() => onMoved(picture.id, 'later')}
          >
            <span aria-hidden="true">→</span>
          </button>
          {!picture.isCover && (
            <button
              type="button"
              className="button"
              style={SMALL_BUTTON}
              data-action="cover"
              disabled={picture.deleting}
              aria-label={t('picture.makeCoverLabel', values)}
              onClick={() => onMoved(picture.id, 'cover')}
            >
              {t('picture.makeCover')}
            </button>
          )}
          <button
            type="button"
            className="button"
            style={{ ...SMALL_BUTTON, color: 'var(--danger)', borderColor: 'var(--danger)' }}
            data-action="delete"
            disabled={picture.deleting}
            aria-label={t('picture.deleteLabel', values)}
            onClick={() => presenter.deleteAsked(picture.id)}
          >
            {picture.deleting ? t('picture.deleting') : t('picture.delete')}
          </button>
        </div>
      </li>
    );
  },
);

const PictureList = observer(({ presenter }: Props) => {
  const { t } = useTranslation('listing-pictures');
  const listRef = useRef<HTMLOListElement>(null);
  const [dragTarget, setDragTarget] = useState<number | null>(null);
  // After a move by keyboard, the focus follows the moved picture (its card is re-ordered in the page).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; action: MoveAction } | null>(null);
  const { pictures } = presenter;
  useEffect(() => {
    if (!focusAfterMove || !listRef.current) return;
    const card = listRef.current.querySelector<HTMLElement>(`[data-picture-id="${focusAfterMove.id}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-action="${focusAfterMove.action}"]:not([disabled])`);
    // At an end (or made the cover) that button is gone or disabled: the other move button takes the focus.
    (wanted ?? card?.querySelector<HTMLButtonElement>('[data-action="earlier"]:not([disabled]), [data-action="later"]:not([disabled])'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, pictures]);

  if (pictures.length === 0) return <p className="muted">{t('empty')}</p>;
  const onMoved = (id: number, action: MoveAction) => {
    if (action === 'earlier') void presenter.movedLeft(id);
    else if (action === 'later') void presenter.movedRight(id);
    else void presenter.madeCover(id);
    setFocusAfterMove({ id, action });
  };
  return (
    <>
      <p className="field-hint">{t('reorderHint')}</p>
      <ol ref={listRef} style={GRID} aria-label={t('listLabel')}>
        {pictures.map((picture) => (
          <PictureCard
            key={picture.id}
            presenter={presenter}
            picture={picture}
            count={pictures.length}
            dragTarget={dragTarget === picture.index}
            onMoved={onMoved}
            onDragTarget={setDragTarget}
          />
        ))}
      </ol>
    </>
  );
});

const DeleteConfirmation = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['listing-pictures', 'common']);
  const picture = presenter.confirmingDelete;
  return (
    <Modal
      open={picture !== null}
      onClose={() => presenter.deleteCancelled()}
      title={t('confirm.title')}
      fullScreenOnMobile={false}
      footer={
        <div style={ROW}>
          <button type="button" className="button" onClick={() => presenter.deleteCancelled()}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button primary" style={{ background: 'var(--danger)', borderColor: 'var(--danger)' }} onClick={() => void presenter.deleteConfirmed()}>
            {t('confirm.delete')}
          </button>
        </div>
      }
    >
      {picture && (
        <div style={{ display: 'grid', gap: 12 }}>
          <img src={picture.thumbnailUrl} alt={t('picture.alt', { position: picture.position, count: presenter.pictures.length })} width={240} height={180} style={{ ...IMAGE, maxWidth: 240 }} />
          <p>{picture.isCover ? t('confirm.textCover') : t('confirm.text')}</p>
        </div>
      )}
    </Modal>
  );
});

/**
 * A listing's pictures in its editor: add several photos (the file picker, or dropped from the desktop), see each
 * one's progress or why it was refused, reorder them (buttons that work with the keyboard, or drag and drop), make
 * one the cover, delete one after a confirmation. Mounted as `<ListingPictures listingId={id} />`.
 */
export const ListingPictures = observer(({ listingId }: { listingId: number }) => {
  const presenter = usePagePresenterOf(ListingPicturesPresenter);
  const { t } = useTranslation(['listing-pictures', 'common']);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [dropActive, setDropActive] = useState(false);
  useEffect(() => {
    void presenter.listingEntered(listingId);
  }, [presenter, listingId]);

  const { status } = presenter;
  const isFileDrag = (e: DragEvent) => e.dataTransfer.types.includes('Files');
  const full = presenter.placesLeft === 0;
  return (
    <section
      aria-labelledby={titleId}
      style={{ display: 'grid', gap: 12 }}
      // Files dropped anywhere on the pictures are added (and never opened by the browser in place of the editor).
      onDragOver={(e) => {
        if (!isFileDrag(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = status === 'ready' && !full ? 'copy' : 'none';
        setDropActive(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropActive(false);
      }}
      onDrop={(e) => {
        if (!isFileDrag(e)) return;
        e.preventDefault();
        setDropActive(false);
        if (status === 'ready') void presenter.filesChosen([...e.dataTransfer.files]);
      }}
    >
      <h2 id={titleId}>{t('title')}</h2>
      {(status === 'loading' || status === 'idle') && (
        <p role="status" className="muted">
          {t('loading')}
        </p>
      )}
      {status === 'notFound' && <p className="alert">{t('errors.notFound')}</p>}
      {status === 'signInRequired' && <p className="alert">{t('common:errors.signInRequired')}</p>}
      {status === 'error' && (
        <div className="alert" role="alert">
          <p>{t(presenter.errorKey ?? 'common:errors.server')}</p>
          <button type="button" className="button" onClick={() => void presenter.load()}>
            {t('actions.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && (
        <>
          <div style={{ ...DROP_ZONE, ...(dropActive ? DROP_ZONE_ACTIVE : {}) }}>
            <p className="field-hint" style={{ margin: 0 }}>
              {t('rules', RULE_VALUES)}
            </p>
            <div style={ROW}>
              <input
                ref={inputRef}
                type="file"
                accept="image/*"
                multiple
                hidden
                aria-label={t('add')}
                disabled={full}
                onChange={(e) => {
                  const files = [...(e.currentTarget.files ?? [])];
                  // Cleared so that choosing the same file again (after a refusal) still reports a change.
                  e.currentTarget.value = '';
                  void presenter.filesChosen(files);
                }}
              />
              <button type="button" className="button primary" disabled={full} onClick={() => inputRef.current?.click()}>
                {t('add')}
              </button>
              <span className="muted">{dropActive ? t('dropNow') : t('dropHint')}</span>
            </div>
            <p className="muted" style={{ margin: 0 }}>
              {full ? t('full', { max: PICTURE_RULES.maxPictures }) : t('count', { count: presenter.pictures.length, max: PICTURE_RULES.maxPictures })}
            </p>
          </div>

          {presenter.uploads.length > 0 && (
            <div>
              <h3>{t('uploadsTitle')}</h3>
              <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('uploadsTitle')}>
                {presenter.uploads.map((upload) => (
                  <UploadLine key={upload.id} presenter={presenter} upload={upload} />
                ))}
              </ul>
              {!presenter.uploading && (
                <button type="button" className="link-button" onClick={() => presenter.uploadsCleared()}>
                  {t('actions.clearUploads')}
                </button>
              )}
            </div>
          )}

          <NoticeLines notice={presenter.notice} />
          {presenter.savingOrder && (
            <p className="muted" role="status">
              {t('savingOrder')}
            </p>
          )}
          <PictureList presenter={presenter} />
          <DeleteConfirmation presenter={presenter} />
        </>
      )}
    </section>
  );
});

export default ListingPictures;
