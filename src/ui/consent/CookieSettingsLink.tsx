import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSENT_TOKENS } from '../../application/consent/consent-tokens';
import type { LoadedConsent } from '../../application/consent/loaded-consent';
import { useService } from '../app/container-context';

const CookieSettingsButton = () => {
  const { t } = useTranslation('consent');
  const consent = useService<LoadedConsent>(CONSENT_TOKENS.LoadedConsent);
  // A click before the consent code has loaded opens the settings once it has.
  return (
    <button type="button" className="link-button cookie-settings-link" aria-haspopup="dialog" onClick={() => void consent.ready.then(({ presenter }) => presenter.settingsOpened())}>
      {t('footer.cookieSettings')}
    </button>
  );
};

/** The footer's "Cookie settings": the consent can be changed at any time (its texts load on their own). */
export const CookieSettingsLink = () => (
  <Suspense fallback={<span className="cookie-settings-link" />}>
    <CookieSettingsButton />
  </Suspense>
);
