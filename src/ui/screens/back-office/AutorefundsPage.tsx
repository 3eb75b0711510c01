import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RefundStatus } from '../../../contract/backoffice-bookings';
import { RefundQueuePresenter, type RefundRowView } from '../../../application/backoffice/refund-queue-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { Modal } from '../../modal/Modal';
import { useRouteHref } from '../../routing/use-route-href';
import { StaffNotice, StaffState } from './bookings/StaffState';

const FILTERS: ReadonlyArray<RefundStatus | null> = [null, 'failed', 'pending', 'succeeded'];

type Props = { presenter: RefundQueuePresenter };

const RefundItem = observer(({ presenter, row }: Props & { row: RefundRowView }) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  return (
    <li className={row.status === 'failed' ? 'failed' : undefined} data-testid="refund-row" data-refund-id={row.id}>
      <p className="bk-line">
        <Link href={href({ screen: 'backOffice', page: 'bookingDetails', id: String(row.bookingId) })}>{row.reference}</Link>
        <strong>{row.amount}</strong>
        <span className={`badge bk-status-${row.status}`}>{t(row.statusKey)}</span>
        <span>{t(row.reasonKey)}</span>
      </p>
      <p className="bk-line small">
        <span>{row.tenantEmail}</span>
        <span>{row.productName}</span>
      </p>
      <p className="bk-line small muted">
        <span>{t('refunds.created', { date: row.createdAt })}</span>
        <span>{t('refunds.updated', { date: row.updatedAt })}</span>
        <span>{t('refunds.attempts', { count: row.attempts })}</span>
      </p>
      {row.lastError && <p className="bk-error">{t('refunds.lastError', { error: row.lastError })}</p>}
      {row.retryable && (
        <p>
          <button type="button" className="button" disabled={presenter.retrying !== null} onClick={() => presenter.retryClicked(row.id)}>
            {t('refunds.retry')}
            <span className="visually-hidden"> {row.reference}</span>
          </button>
        </p>
      )}
    </li>
  );
});

/** booking/autorefunds: the queue of automatic refunds, failed ones first, with a retry (issue [7]). */
export default observer(function AutorefundsPage(_props: { id: string | undefined }) {
  const { t } = useTranslation('backoffice');
  const presenter = usePagePresenterOf(RefundQueuePresenter);
  usePageHead({ title: t('refunds.title'), description: t('refunds.description') });
  useEffect(() => {
    void presenter.load();
  }, [presenter]);
  const queue = presenter.queue;
  const candidate = presenter.retryCandidate;
  return (
    <section className="bk-page" aria-labelledby="refunds-title">
      <h1 id="refunds-title">{t('refunds.title')}</h1>
      <p className="muted">{t('refunds.intro')}</p>
      {queue && (
        <div className="bk-filters" role="group" aria-label={t('refunds.filterLabel')}>
          {FILTERS.map((filter) => (
            <button
              key={filter ?? 'all'}
              type="button"
              className="button"
              aria-pressed={presenter.filter === filter}
              onClick={() => void presenter.filterChanged(filter)}
            >
              {filter === null
                ? t('refunds.filter.all', { n: queue.counts.pending + queue.counts.succeeded + queue.counts.failed })
                : t(`refunds.filter.${filter}`, { n: queue.counts[filter] })}
            </button>
          ))}
        </div>
      )}
      <StaffNotice notice={presenter.notice} />
      {presenter.status !== 'ready' || !queue ? (
        <StaffState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : presenter.rows.length === 0 ? (
        <p className="results-state">{t('refunds.empty')}</p>
      ) : (
        <ul className="bk-list" aria-label={t('refunds.listLabel')}>
          {presenter.rows.map((row) => (
            <RefundItem key={row.id} presenter={presenter} row={row} />
          ))}
        </ul>
      )}
      {queue && queue.totalPages > 1 && (
        <nav className="bk-pages" aria-label={t('refunds.pagesLabel')}>
          <button type="button" className="button" disabled={presenter.page <= 1} onClick={() => void presenter.pageChanged(presenter.page - 1)}>
            {t('refunds.previous')}
          </button>
          <span>{t('refunds.page', { page: queue.page, pages: queue.totalPages })}</span>
          <button type="button" className="button" disabled={presenter.page >= queue.totalPages} onClick={() => void presenter.pageChanged(presenter.page + 1)}>
            {t('refunds.next')}
          </button>
        </nav>
      )}
      <Modal
        open={candidate !== null}
        onClose={() => presenter.retryDismissed()}
        title={t('refunds.confirmTitle')}
        footer={
          <>
            <button type="button" className="button" disabled={presenter.retrying !== null} onClick={() => presenter.retryDismissed()}>
              {t('confirm.back')}
            </button>
            <button type="button" className="button primary" disabled={presenter.retrying !== null} onClick={() => void presenter.retryConfirmed()}>
              {presenter.retrying !== null ? t('refunds.retrying') : t('refunds.confirmRetry')}
            </button>
          </>
        }
      >
        {candidate && <p>{t('refunds.confirmText', { amount: candidate.amount, reference: candidate.reference, email: candidate.tenantEmail })}</p>}
      </Modal>
    </section>
  );
});
