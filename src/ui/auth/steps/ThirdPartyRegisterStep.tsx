import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { FormAlert, SubmitButton, StepForm } from '../fields';
import { providerNameKey } from '../ProviderButtons';
import { RegisterFields } from './RegisterFields';

/** No account is linked to this provider sign-in: complete the details it did not give (an SMS code follows). */
export const ThirdPartyRegisterStep = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  const s = presenter.state;
  const provider = s.thirdPartyProvider ? t(providerNameKey(s.thirdPartyProvider)) : '';
  return (
    <StepForm onSubmit={() => void presenter.registerSubmitted()}>
      <p className="muted">{t('funnel.thirdPartyRegister.intro', { provider })}</p>
      <FormAlert message={s.error} />
      <RegisterFields presenter={presenter} withEmail={!presenter.providerEmailKnown} />
      <p className="consent">{t('funnel.register.consent')}</p>
      <SubmitButton pending={presenter.isPending}>{t('funnel.thirdPartyRegister.submit')}</SubmitButton>
    </StepForm>
  );
});
