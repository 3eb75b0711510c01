import { use, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AuthModule } from '../../../application/auth/auth-module';
import { AUTH_TOKENS } from '../../../application/auth/auth-tokens';
import type { PasswordResetPresenter } from '../../../application/auth/password-reset-presenter';
import { PASSWORD_MIN_LENGTH } from '../../../domain/auth/validation';
import type { Route } from '../../../domain/routing/route';
import { usePagePresenter, useService } from '../../app/container-context';
import { FormAlert, SubmitButton, TextField, StepForm } from '../../auth/fields';
import { usePageHead } from '../../seo/use-page-head';
import { useRouteHref } from '../../routing/use-route-href';

/** The page of the reset email's link: a new password, confirmed, then a link to sign in. */
export default observer(function PasswordResetScreen({ route }: { route: Route }) {
  const { t } = useTranslation('auth');
  usePageHead({ title: t('passwordReset.title'), description: t('passwordReset.description') });
  // The presenter's code loads with the funnel's (it is bound once loaded).
  use(useService<AuthModule>(AUTH_TOKENS.AuthModule).load());
  const presenter = usePagePresenter<PasswordResetPresenter>(AUTH_TOKENS.PasswordResetPresenter);
  const href = useRouteHref();
  const id = useId();
  const token = route.screen === 'passwordReset' ? route.token : '';
  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('passwordReset.title')}</h1>
      {presenter.status === 'success' ? (
        <>
          <p role="status" className="notice success">
            {t('passwordReset.success')}
          </p>
          <Link href={href({ screen: 'login' })} className="button primary">
            {t('passwordReset.signIn')}
          </Link>
        </>
      ) : (
        <StepForm onSubmit={() => void presenter.submitted(token)}>
          <p className="muted">{t('passwordReset.intro')}</p>
          <TextField
            id={`${id}-password`}
            label={t('passwordReset.password')}
            type="password"
            autoComplete="new-password"
            hint={t('funnel.fields.newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
            value={presenter.password}
            onChange={(v) => presenter.fieldChanged('password', v)}
            error={presenter.fieldErrors.password}
            initialFocus
          />
          <TextField
            id={`${id}-confirmation`}
            label={t('passwordReset.confirmation')}
            type="password"
            autoComplete="new-password"
            value={presenter.confirmation}
            onChange={(v) => presenter.fieldChanged('confirmation', v)}
            error={presenter.fieldErrors.confirmation}
          />
          <FormAlert message={presenter.error} />
          <SubmitButton pending={presenter.status === 'pending'}>{t('passwordReset.submit')}</SubmitButton>
        </StepForm>
      )}
    </section>
  );
});
