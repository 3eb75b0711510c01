import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { FormAlert, SubmitButton, StepForm, EmailField } from '../fields';

/** A reset link by email (the legacy endpoint); the success message stays on this step. */
export const ForgotPasswordStep = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const s = presenter.state;
  return (
    <StepForm onSubmit={() => void presenter.forgotPasswordSubmitted()}>
      <p className="muted">{t('funnel.forgotPassword.intro')}</p>
      <EmailField id={id} value={s.email} onChange={(v) => presenter.fieldChanged('email', v)} error={presenter.fieldErrors.email} />
      <FormAlert message={s.error} />
      <div role="status" className={s.status === 'success' ? 'notice success' : 'visually-hidden'}>
        {s.status === 'success' ? t('funnel.forgotPassword.sent', { email: s.email }) : ''}
      </div>
      <SubmitButton pending={presenter.isPending}>
        {s.status === 'success' ? t('funnel.forgotPassword.sendAgain') : t('funnel.forgotPassword.submit')}
      </SubmitButton>
    </StepForm>
  );
});
