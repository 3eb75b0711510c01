import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PROVIDER_BUTTONS, type AuthFunnelPresenter } from '../../application/auth/auth-funnel-presenter';
import type { ThirdPartyProvider } from '../../domain/auth/funnel';
import { FormAlert } from './fields';

/** Translation key of a provider's name (provider ids contain dots, which i18next reads as nesting). */
export const providerNameKey = (provider: ThirdPartyProvider): string => `providers.${provider.replace(/\W/g, '')}`;

/** "Continue with Apple / Facebook / Google". */
export const ProviderButtons = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  if (!presenter.showsProviders) return null;
  const disabled = presenter.identityPending || presenter.isPending;
  return (
    <div className="auth-providers">
      <p className="auth-divider">
        <span>{t('funnel.providers.or')}</span>
      </p>
      <FormAlert message={presenter.providerError} />
      <ul className="provider-list">
        {PROVIDER_BUTTONS.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="button provider-button"
              disabled={disabled}
              onClick={() => void presenter.thirdPartyRequested(provider)}
            >
              {t('funnel.providers.continueWith', { provider: t(providerNameKey(provider)) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});
