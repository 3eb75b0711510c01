import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentPresenter } from '../../application/consent/consent-presenter';
import { CONSENT_TOKENS } from '../../application/consent/consent-tokens';
import { useService } from '../app/container-context';

const CookieSettingsButton = () => {
  const { t } = useTranslation('consent');
  const presenter = useService<ConsentPresenter>(CONSENT_TOKENS.ConsentPresenter);
  return (
    <button type="button" className="link-button cookie-settings-link" aria-haspopup="dialog" onClick={() => presenter.settingsOpened()}>
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
