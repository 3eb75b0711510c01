import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { AccountPresenter } from '../../../application/account/account-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { ProductCard } from '../../components/search/ProductCard';
import { useRouteHref } from '../../routing/use-route-href';
import { AccountShell, AccountState, type AccountTab } from './AccountNav';
import { BookingCardView } from './BookingCardView';
import { ProfileSection } from './ProfileSection';

type Props = { presenter: AccountPresenter };

const Overview = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const href = useRouteHref();
  const { nextTrip, balanceDue, unreadMessages } = presenter.overview;
  return (
    <div className="account-overview">
      <section aria-labelledby="next-trip">
        <h2 id="next-trip">{t('overview.nextTrip')}</h2>
        {nextTrip ? <BookingCardView card={nextTrip} /> : <p className="muted">{t('overview.noTrip')}</p>}
      </section>
      <section aria-labelledby="balance-due">
        <h2 id="balance-due">{t('overview.balanceDue')}</h2>
        {balanceDue ? (
          <p>
            {t('overview.balanceDueText', { amount: balanceDue.amount, count: balanceDue.count })}{' '}
            <Link className="button primary" href={balanceDue.href}>
              {t('actions.payBalance')}
            </Link>
          </p>
        ) : (
          <p className="muted">{t('overview.nothingDue')}</p>
        )}
      </section>
      <section aria-labelledby="unread">
        <h2 id="unread">{t('overview.messages')}</h2>
        <p>
          {t('overview.unread', { count: unreadMessages })}{' '}
          <Link href={href({ screen: 'chatList' })}>{t('overview.openMessages')}</Link>
        </p>
      </section>
    </div>
  );
});

const Bookings = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  return (
    <>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t('bookings.upcoming')}</h2>
        {presenter.upcoming.length === 0 ? <p className="muted">{t('bookings.noneUpcoming')}</p> : presenter.upcoming.map((card) => <BookingCardView key={card.id} card={card} />)}
      </section>
      <section aria-labelledby="past-title">
        <h2 id="past-title">{t('bookings.past')}</h2>
        {presenter.past.length === 0 ? <p className="muted">{t('bookings.nonePast')}</p> : presenter.past.map((card) => <BookingCardView key={card.id} card={card} />)}
      </section>
    </>
  );
});

const Favourites = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  if (presenter.favouriteCards.length === 0) return <p className="muted">{t('favourites.none')}</p>;
  return (
    <div className="results-grid">
      {presenter.favouriteCards.map((card) => (
        <ProductCard key={card.id} card={card} showType onFavorite={(id) => void presenter.favouriteRemoved(id)} headingLevel={2} />
      ))}
    </div>
  );
});

// The owner's listings (issue [6]) load with their own chunk: most visitors of the account are tenants.
const ListingsSection = lazy(() => import('../listings/ListingsSection'));

const Listings = () => (
  <Suspense fallback={<div className="skeleton-block" aria-busy="true" />}>
    <ListingsSection />
  </Suspense>
);

// Invitations to join an owner's team (issue [6]): shown on the overview, where the invitation email leads.
const TeamInvitations = lazy(() => import('../owners/TeamInvitations'));

// The saved searches ("Save this search") load with their own chunk, presenter and gateway.
const SavedSearchesSection = lazy(() => import('./SavedSearchesSection'));

const SavedSearches = () => (
  <Suspense fallback={<div className="skeleton-block" aria-busy="true" />}>
    <SavedSearchesSection />
  </Suspense>
);

const TAB_OF: Record<AccountPresenter['section'], AccountTab> = {
  root: 'root',
  bookings: 'bookings',
  favourites: 'favourites',
  profile: 'profile',
  listings: 'listings',
  'saved-searches': 'savedSearches',
};

/** The account shell's pages: overview, bookings, favourites, saved searches, profile, listings. */
const AccountScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation('account');
  const presenter = usePagePresenterOf(AccountPresenter);
  usePageEntered(presenter, route);
  const section = route.screen === 'account' ? route.section : 'root';
  const title = t(`titles.${TAB_OF[section]}`);
  usePageHead({ title, description: t('meta.description') });
  return (
    <AccountShell current={TAB_OF[section]} title={title}>
      {presenter.errorKey && presenter.status === 'ready' && (
        <p role="alert" className="field-error">
          {t(presenter.errorKey)}
        </p>
      )}
      {presenter.status !== 'ready' ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : section === 'root' ? (
        <>
          <Suspense fallback={null}>
            <TeamInvitations />
          </Suspense>
          <Overview presenter={presenter} />
        </>
      ) : section === 'bookings' ? (
        <Bookings presenter={presenter} />
      ) : section === 'favourites' ? (
        <Favourites presenter={presenter} />
      ) : section === 'saved-searches' ? (
        <SavedSearches />
      ) : section === 'profile' ? (
        <ProfileSection />
      ) : (
        <Listings />
      )}
    </AccountShell>
  );
});

export default AccountScreen;
