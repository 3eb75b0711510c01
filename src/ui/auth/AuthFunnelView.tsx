import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../application/auth/auth-funnel-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';
import { ForgotPasswordStep } from './steps/ForgotPasswordStep';
import { LoginOrRegisterStep } from './steps/LoginOrRegisterStep';
import { LoginStep } from './steps/LoginStep';
import { OfflineProviderStep } from './steps/OfflineProviderStep';
import { RegisterStep } from './steps/RegisterStep';
import { ThirdPartyRegisterStep } from './steps/ThirdPartyRegisterStep';
import { TwoFactorStep } from './steps/TwoFactorStep';

/** The funnel's current step, with Back when there is a step to return to; shared by the modal and the login page. */
export const AuthFunnelView = observer(() => {
  const { t } = useTranslation('auth');
  const presenter = useService<AuthFunnelPresenter>(TOKENS.AuthFunnelPresenter);
  const form = presenter.identityForm;
  return (
    <div className="auth-funnel" data-step={form ? 'offlineProvider' : presenter.step}>
      {presenter.canGoBack && (
        <button type="button" className="button ghost back-button" onClick={() => presenter.backPressed()}>
          <span aria-hidden="true">←</span> {t('funnel.back')}
        </button>
      )}
      {form ? <OfflineProviderStep form={form} /> : <Step presenter={presenter} />}
    </div>
  );
});

const Step = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  switch (presenter.step) {
    case 'loginOrRegister':
      return <LoginOrRegisterStep presenter={presenter} />;
    case 'login':
      return <LoginStep presenter={presenter} />;
    case 'register':
      return <RegisterStep presenter={presenter} />;
    case 'forgotPassword':
      return <ForgotPasswordStep presenter={presenter} />;
    case 'thirdPartyRegister':
      return <ThirdPartyRegisterStep presenter={presenter} />;
    case 'twoFactorAuth':
      return <TwoFactorStep presenter={presenter} />;
    case 'authenticated':
      return <p role="status">{t('funnel.authenticated.message')}</p>;
  }
});
