import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth/validation';
import { FormAlert, SubmitButton, TextField, StepForm } from '../fields';
import { ProviderButtons } from '../ProviderButtons';
import { RegisterFields } from './RegisterFields';

/** No account for this email: create one (an SMS code follows). */
export const RegisterStep = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const s = presenter.state;
  return (
    <>
      <StepForm onSubmit={() => void presenter.registerSubmitted()}>
        <p className="muted">{t('funnel.register.intro', { email: s.email })}</p>
        <input type="email" name="email" autoComplete="username" value={s.email} readOnly hidden />
        <RegisterFields presenter={presenter} withEmail={false} />
        <TextField
          id={`${id}-password`}
          label={t('funnel.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('funnel.fields.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
          value={s.password}
          onChange={(v) => presenter.fieldChanged('password', v)}
          error={presenter.fieldErrors.password}
        />
        <p className="consent">{t('funnel.register.consent')}</p>
        <FormAlert message={s.error} />
        <SubmitButton pending={presenter.isPending}>{t('funnel.register.submit')}</SubmitButton>
      </StepForm>
      <ProviderButtons presenter={presenter} />
    </>
  );
});
