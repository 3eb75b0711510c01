import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { useRouteHref } from '../../routing/use-route-href';

export type AccountTab = 'root' | 'bookings' | 'favourites' | 'savedSearches' | 'chat' | 'offers' | 'profile' | 'listings';

const TABS: ReadonlyArray<{ tab: AccountTab; route: Route }> = [
  { tab: 'root', route: { screen: 'account', section: 'root' } },
  { tab: 'bookings', route: { screen: 'account', section: 'bookings' } },
  { tab: 'chat', route: { screen: 'chatList' } },
  { tab: 'offers', route: { screen: 'offers' } },
  { tab: 'favourites', route: { screen: 'account', section: 'favourites' } },
  { tab: 'savedSearches', route: { screen: 'account', section: 'saved-searches' } },
  { tab: 'profile', route: { screen: 'account', section: 'profile' } },
  { tab: 'listings', route: { screen: 'account', section: 'listings' } },
];

/** The account shell: one menu for every account page, the current one marked. */
export const AccountShell = ({ current, title, children }: { current: AccountTab; title: string; children: ReactNode }) => {
  const { t } = useTranslation('account');
  const href = useRouteHref();
  return (
    <div className="page account-page">
      <nav className="account-nav" aria-label={t('nav.label')}>
        <ul>
          {TABS.map(({ tab, route }) => (
            <li key={tab}>
              <Link href={href(route)} aria-current={tab === current ? 'page' : undefined}>
                {t(`nav.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account-main" aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        {children}
      </section>
    </div>
  );
};

/** What an account page shows while loading, or when it cannot load (sign-in refused, not found, error). */
export const AccountState = ({ status, errorKey, onRetry }: { status: string; errorKey: string | null; onRetry: () => void }) => {
  const { t } = useTranslation(['account', 'common']);
  if (status === 'loading') return <div className="skeleton-block" aria-busy="true" />;
  return (
    <div className="results-state" role="alert">
      <p>{status === 'signInRequired' ? t('account:signInRequired') : status === 'notFound' ? t('account:notFound') : t(errorKey ?? 'common:errors.server')}</p>
      <button type="button" className="button primary" onClick={onRetry}>
        {status === 'signInRequired' ? t('account:signIn') : t('account:retry')}
      </button>
    </div>
  );
};
