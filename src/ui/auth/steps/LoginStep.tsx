import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { FormAlert, SubmitButton, TextField, StepForm } from '../fields';
import { ProviderButtons } from '../ProviderButtons';

/** The email has an account: its password, or a new one by email. */
export const LoginStep = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const s = presenter.state;
  return (
    <>
      <StepForm onSubmit={() => void presenter.loginSubmitted()}>
        <p className="muted">{t('funnel.login.intro', { email: s.email })}</p>
        {/* The email, for password managers. */}
        <input type="email" name="email" autoComplete="username" value={s.email} readOnly hidden />
        <TextField
          id={`${id}-password`}
          label={t('funnel.fields.password')}
          type="password"
          autoComplete="current-password"
          value={s.password}
          onChange={(v) => presenter.fieldChanged('password', v)}
          error={presenter.fieldErrors.password}
          initialFocus
        />
        <button type="button" className="link-button" onClick={() => presenter.forgotPasswordOpened()} disabled={presenter.isPending}>
          {t('funnel.login.forgotPassword')}
        </button>
        <FormAlert message={s.error} />
        <SubmitButton pending={presenter.isPending}>{t('funnel.login.submit')}</SubmitButton>
      </StepForm>
      <ProviderButtons presenter={presenter} />
    </>
  );
});
