import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SaveSearchPresenter } from '../../../application/search/save-search-presenter';
import { useRouteHref } from '../../routing/use-route-href';

// Loaded with its presenter on the first use of "Save this search" (SaveSearchButton): not on the first screen.
export { SaveSearchPresenter } from '../../../application/search/save-search-presenter';

/** What "Save this search" says once used (inside the button's live region): on its way, saved (and where), refused. */
const SaveSearchStatus = observer(({ presenter }: { presenter: SaveSearchPresenter }) => {
  const { t } = useTranslation(['search', 'common']);
  const href = useRouteHref();
  switch (presenter.state) {
    case 'saving':
      return <>{t('search:saveSearch.saving')}</>;
    case 'saved':
      return (
        <>
          {t('search:saveSearch.saved')} <Link href={href({ screen: 'account', section: 'saved-searches' })}>{t('search:saveSearch.open')}</Link>
        </>
      );
    case 'error':
      return <span className="field-error">{t(presenter.errorKey ?? 'common:errors.server')}</span>;
    default:
      return null;
  }
});

export default SaveSearchStatus;
