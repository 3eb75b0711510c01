import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SavedSearchesPresenter, type SavedSearchRow } from '../../../application/account/saved-searches-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { useRouteHref } from '../../routing/use-route-href';
import { AccountState } from './AccountNav';

const Row = ({ row, onDelete }: { row: SavedSearchRow; onDelete: (id: number) => void }) => {
  const { t } = useTranslation('account');
  const place = row.place ?? t(row.kind === 'activity' ? 'savedSearches.anywhereActivities' : 'savedSearches.anywhere');
  const details = [row.dates, row.people === null ? null : t('savedSearches.people', { count: row.people })].filter((d): d is string => d !== null);
  return (
    <li className="saved-search">
      <Link href={row.href} className="saved-search-link">
        <strong>{place}</strong>
        {details.length > 0 && <span className="muted"> · {details.join(' · ')}</span>}
      </Link>
      <button type="button" className="link-button" aria-label={t('savedSearches.deleteLabel', { search: [place, ...details].join(', ') })} onClick={() => onDelete(row.id)}>
        {t('savedSearches.delete')}
      </button>
    </li>
  );
};

/** The account's "Saved searches": each leads back to its search, and can be deleted. */
const SavedSearchesSection = observer(() => {
  const { t } = useTranslation(['account', 'common']);
  const href = useRouteHref();
  const presenter = usePagePresenterOf(SavedSearchesPresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status === 'loading' || presenter.status === 'signInRequired' || presenter.status === 'error' || presenter.status === 'notFound') {
    return <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />;
  }
  return (
    <>
      {presenter.errorKey !== null && (
        <p role="alert" className="field-error">
          {t(presenter.errorKey)}
        </p>
      )}
      {presenter.status === 'empty' ? (
        <p className="muted">
          {t('account:savedSearches.none')} <Link href={href({ screen: 'search', kind: 'boat' })}>{t('account:savedSearches.startSearching')}</Link>
        </p>
      ) : (
        <ul className="saved-searches" aria-label={t('account:titles.savedSearches')}>
          {presenter.rows.map((row) => (
            <Row key={row.id} row={row} onDelete={(id) => void presenter.deleteClicked(id)} />
          ))}
        </ul>
      )}
    </>
  );
});

export default SavedSearchesSection;
