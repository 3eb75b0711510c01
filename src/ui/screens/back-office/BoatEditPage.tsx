import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BoatReviewPresenter } from '../../../application/backoffice/boat-review-presenter';
import { ListingEditorPresenter } from '../../../application/listings/listing-editor-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import type { Route } from '../../../domain/routing/route';
import { useService } from '../../app/container-context';
import { usePageEntered } from '../../components/search/use-page-entered';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';
import { ListingEditor } from '../listings/ListingEditScreen';
import { AuditTrail } from './AuditTrail';
import { BoatsPageState } from './boats/BoatsPageState';
import './boats/boats.css';

/**
 * boat/edit/{id}: staff edit a listing with the owner's own editor (the same steps, rules and saves, through the
 * listings API, which audits every change staff make to a listing they do not own). Its status is changed from the
 * review page, with a reason; the audit trail below follows each save.
 */
export default observer(function BoatEditPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation(['backoffice-boats', 'listings']);
  const editor = usePagePresenterOf(ListingEditorPresenter);
  const review = usePagePresenterOf(BoatReviewPresenter);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const href = useRouteHref();
  const route = useMemo((): Route => ({ screen: 'backOffice', page: 'boatEdit', ...(id !== undefined && { id }) }), [id]);
  usePageEntered(editor, route);
  useEffect(() => () => editor.dispose(), [editor]);
  // The audit trail is read again after each save (the listing's updatedAt moves) and after picture changes.
  const savedAt = editor.listing?.updatedAt;
  const pictures = editor.listing?.pictures.length;
  useEffect(() => {
    void review.pageEntered(id);
  }, [review, id, savedAt, pictures]);
  const title = editor.listingTitle ? t('edit.title', { title: editor.listingTitle }) : t('edit.untitled', { id: id ?? '' });
  usePageHead({ title, description: t('meta.description') });
  return (
    <div className="bb-page listing-editor">
      <Link className="back-link" href={href({ screen: 'backOffice', page: 'boatDetails', ...(id !== undefined && { id }) })}>
        ← {t('edit.back')}
      </Link>
      <h1>{title}</h1>
      <p className="bb-staff-notice">{t('edit.staffNotice')}</p>
      {editor.status !== 'ready' ? (
        <BoatsPageState status={editor.status === 'notFound' ? 'notFound' : editor.status} errorKey={editor.errorKey} onRetry={() => void editor.load()} />
      ) : (
        <ListingEditor presenter={editor} withPublishBar={false} />
      )}
      {review.view && <AuditTrail entries={review.view.audit} language={settings.language} />}
    </div>
  );
});
