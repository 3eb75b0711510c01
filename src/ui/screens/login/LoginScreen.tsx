import { use, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AuthModule } from '../../../application/auth/auth-module';
import { AUTH_TOKENS } from '../../../application/auth/auth-tokens';
import { returnToFromSearch } from '../../../application/auth/return-to';
import type { UserSession } from '../../../application/auth/user-session';
import type { Navigator } from '../../../application/routing/navigator';
import { TOKENS } from '../../../application/tokens';
import type { Route } from '../../../domain/routing/route';
import { useService } from '../../app/container-context';
import { AuthFunnelView } from '../../auth/AuthFunnelView';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';

/** The login route: the funnel as a page (trigger loginPage), then back to `?returnTo=` (a path of this site only). */
export default observer(function LoginScreen(_props: { route: Route }) {
  const { t } = useTranslation('auth');
  usePageHead({ title: t('loginPage.title'), description: t('loginPage.description') });
  // Suspends until the funnel's code is loaded (the same promise on every render).
  const presenter = use(useService<AuthModule>(AUTH_TOKENS.AuthModule).load());
  const session = useService<UserSession>(TOKENS.UserSession);
  const navigator = useService<Navigator>(TOKENS.Navigator);
  const href = useRouteHref();
  const [returnTo] = useState(() => returnToFromSearch(navigator.search));
  const home = href({ screen: 'home' });

  // Opens the funnel on the page; on success, back to returnTo (or home).
  const [start] = useState(() => () => {
    void presenter.open('loginPage', { presentation: 'page' }).then((outcome) => {
      if (outcome.kind === 'success') navigator.navigate(returnTo ?? home, { replace: true });
    });
  });

  useEffect(() => {
    if (!session.isSignedIn) start();
    return () => {
      if (presenter.isOpen && presenter.presentation === 'page') presenter.closed();
    };
  }, [presenter, session, start]);

  const showsFunnel = presenter.isOpen && presenter.presentation === 'page';
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      {showsFunnel ? (
        <>
          <h1 id="page-title">{t(presenter.titleKey)}</h1>
          <AuthFunnelView />
        </>
      ) : (
        <>
          <h1 id="page-title">{t('loginPage.title')}</h1>
          {!session.isSignedIn && (
            <button type="button" className="button primary" onClick={start}>
              {t('header.signIn')}
            </button>
          )}
          {session.isSignedIn && (
            <>
              <p role="status">{t('loginPage.signedIn', { name: session.firstName })}</p>
              <p className="auth-page-links">
                <Link href={returnTo ?? home} className="button primary">
                  {t('loginPage.continue')}
                </Link>
                <Link href={href({ screen: 'account', section: 'root' })} className="button">
                  {t('header.myAccount')}
                </Link>
              </p>
            </>
          )}
        </>
      )}
    </section>
  );
});
