import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BackOfficePage, Route } from '../../../domain/routing/route';
import { BackOfficeSearchPresenter } from '../../../application/backoffice/back-office-search-presenter';
import { BackOfficeShellPresenter } from '../../../application/backoffice/back-office-shell-presenter';
import { PageSkeleton } from '../../components/PageSkeleton';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';
import { SearchBox } from './bookings/SearchBox';
import './bookings/bookings.css';

type PageComponent = LazyExoticComponent<ComponentType<{ id: string | undefined }>>;

// Each back-office page is its own chunk: staff tools never weigh on the public pages.
const PAGES: Record<BackOfficePage, PageComponent> = {
  autorefunds: lazy(() => import('./AutorefundsPage')),
  bookingDetails: lazy(() => import('./BookingDetailsPage')),
  messageEditConv: lazy(() => import('./ConversationPage')),
  messageEdit: lazy(() => import('./MessageEditPage')),
  damageEdit: lazy(() => import('./DamageClaimPage')),
  boatDetails: lazy(() => import('./BoatDetailsPage')),
  boatEdit: lazy(() => import('./BoatEditPage')),
  propaleDetails: lazy(() => import('./ProposalDetailsPage')),
  propaleEdit: lazy(() => import('./ProposalEditPage')),
};

/** The header's navigation: the refunds queue (the back office's home) and a new proposal. */
const NAV: ReadonlyArray<{ readonly key: string; readonly page: BackOfficePage; readonly id?: string }> = [
  { key: 'shell.nav.refunds', page: 'autorefunds' },
  { key: 'shell.nav.damageClaims', page: 'damageEdit', id: 'open' },
  { key: 'shell.nav.newProposal', page: 'propaleEdit', id: 'new' },
];

/** A visitor is asked to sign in (the funnel); a tenant or an owner is told the pages are for staff. */
const Gate = observer(({ shell }: { shell: BackOfficeShellPresenter }) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  const visitor = shell.access === 'visitor';
  usePageHead({ title: t('shell.title'), description: t('shell.description') });
  return (
    <section className="bo-shell" aria-labelledby="bo-gate-title">
      <h1 id="bo-gate-title">{t('shell.title')}</h1>
      <div className="results-state" role={visitor ? undefined : 'alert'}>
        <p>{visitor ? t('shell.signInPrompt') : t('shell.staffOnly')}</p>
        {visitor ? (
          <button type="button" className="button primary" onClick={() => void shell.signInClicked()}>
            {t('shell.signIn')}
          </button>
        ) : (
          <Link className="button" href={href({ screen: 'home' })}>
            {t('shell.home')}
          </Link>
        )}
      </div>
    </section>
  );
});

/** Staff's header: the navigation and the search box, above the page. */
const StaffHeader = ({ current }: { current: BackOfficePage }) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  const search = usePagePresenterOf(BackOfficeSearchPresenter);
  return (
    <header className="bo-shell-header">
      <p className="bo-shell-title">{t('shell.title')}</p>
      <nav className="bo-shell-nav" aria-label={t('shell.navLabel')}>
        <ul>
          {NAV.map((item) => (
            <li key={item.key}>
              <Link href={href({ screen: 'backOffice', page: item.page, ...(item.id && { id: item.id }) })} aria-current={item.page === current && item.page === 'autorefunds' ? 'page' : undefined}>
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SearchBox presenter={search} />
    </header>
  );
};

/** The staff back office (issue [7]): one page per route of spec section 2, behind the staff role. */
export default observer(function BackOfficeScreen({ route }: { route: Route }) {
  const shell = usePagePresenterOf(BackOfficeShellPresenter);
  if (route.screen !== 'backOffice') return null;
  if (shell.access !== 'staff') return <Gate shell={shell} />;
  const Page = PAGES[route.page];
  return (
    <div className="bo-shell">
      <StaffHeader current={route.page} />
      <Suspense fallback={<PageSkeleton />}>
        <Page id={route.id} />
      </Suspense>
    </div>
  );
});
