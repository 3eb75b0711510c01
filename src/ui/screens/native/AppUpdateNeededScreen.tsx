import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { AppUpdatePresenter } from '../../../application/native/app-update-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { useRouteHref } from '../../routing/use-route-href';

/** app-update-needed (spec section 2): why the app must be updated, and a button to its store; in a browser, a way home. */
const AppUpdateNeededScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation('native');
  const presenter = usePagePresenterOf(AppUpdatePresenter);
  usePageEntered(presenter, route);
  const href = useRouteHref();
  usePageHead({ title: t('update.meta.title'), description: t('update.meta.description') });

  if (!presenter.isWebview) {
    return (
      <section className="page results-state" aria-labelledby="update-title">
        <h1 id="update-title">{t('update.browser.title')}</h1>
        <p>{t('update.browser.text')}</p>
        <Link className="button primary" href={href({ screen: 'home' })}>
          {t('update.browser.home')}
        </Link>
      </section>
    );
  }
  const { appVersion, minimumVersion, storeStatus } = presenter;
  return (
    <section className="page results-state" aria-labelledby="update-title">
      <h1 id="update-title">{t('update.title')}</h1>
      <p>{appVersion !== null && minimumVersion !== null ? t('update.why', { version: appVersion, minimum: minimumVersion }) : t('update.whyWithoutVersion')}</p>
      <p>{t('update.afterUpdate')}</p>
      <button type="button" className="button primary" disabled={storeStatus === 'opening'} onClick={() => void presenter.openStoreClicked()}>
        {t('update.openStore')}
      </button>
      <p role="status" className={storeStatus === 'failed' ? 'field-error' : 'muted'}>
        {storeStatus === 'failed' ? t('update.storeFailed') : storeStatus === 'opened' ? t('update.storeOpened') : ''}
      </p>
    </section>
  );
});

export default AppUpdateNeededScreen;
