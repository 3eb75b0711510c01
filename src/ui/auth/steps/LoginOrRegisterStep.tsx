import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { FormAlert, SubmitButton, StepForm, EmailField } from '../fields';
import { ProviderButtons } from '../ProviderButtons';

/** The start: an email address, or a provider. */
export const LoginOrRegisterStep = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const s = presenter.state;
  return (
    <>
      <StepForm onSubmit={() => void presenter.emailSubmitted()}>
        <p className="muted">{t('funnel.loginOrRegister.intro')}</p>
        <EmailField id={id} value={s.email} onChange={(v) => presenter.fieldChanged('email', v)} error={presenter.fieldErrors.email} />
        <FormAlert message={s.error} />
        <SubmitButton pending={presenter.isPending}>{t('funnel.loginOrRegister.submit')}</SubmitButton>
      </StepForm>
      <ProviderButtons presenter={presenter} />
    </>
  );
});
