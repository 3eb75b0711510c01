import { lazy, Suspense, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { CONSENT_TOKENS } from '../../application/consent/consent-tokens';
import type { ConsentServices, LoadedConsent } from '../../application/consent/loaded-consent';
import { useService } from '../app/container-context';
import { useHydrated } from '../app/use-hydrated';

// The banner, its dialog, styles and texts load only when they show (a first visit, or the footer's cookie settings).
const ConsentBanner = lazy(() => import('./ConsentBanner'));

/**
 * Mounted once in the app: once the consent code has loaded (beside the first screen), tells the data layer of each
 * route change (held by the consent gate until a choice) and shows the consent banner when it asks (never on the
 * partial page: it mounts no app, issue [12]).
 */
export const ConsentHost = observer(() => {
  const services = useService<LoadedConsent>(CONSENT_TOKENS.LoadedConsent).services;
  return services === null ? null : <LoadedConsentHost {...services} />;
});

const LoadedConsentHost = observer(({ pageViews, presenter }: ConsentServices) => {
  const [location] = useLocation();
  const active = presenter.isActive;
  const wasActive = useRef(active);

  useEffect(() => {
    pageViews.routeEntered(location, window.location.search);
  }, [location, pageViews]);

  // Answered with the keyboard, the focused button goes away with the banner: the page's content takes the focus.
  useEffect(() => {
    if (wasActive.current && !active) {
      window.setTimeout(() => {
        const focused = document.activeElement;
        if (focused === null || focused === document.body || !focused.isConnected) document.getElementById('main')?.focus({ preventScroll: true });
      }, 0);
    }
    wasActive.current = active;
  }, [active]);

  // The choice lives in this browser: the banner shows once hydrated (never in the server's markup).
  const hydrated = useHydrated();
  if (!active || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
});
