import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { IdentityProviderForm } from '../../../application/auth/identity-provider';
import { FormAlert, SharedFieldError, SubmitButton, TextField, StepForm } from '../fields';
import { providerNameKey } from '../ProviderButtons';

/** The offline stand-in for a sign-in provider (development only), clearly marked as such. */
export const OfflineProviderStep = observer(({ form }: { form: IdentityProviderForm }) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const [details, setDetails] = useState({ firstName: '', lastName: '', email: '' });
  const provider = form.provider ? t(providerNameKey(form.provider)) : '';
  const namesErrorId = `${id}-names-error`;
  const sharedNames = form.fieldErrors.names ? namesErrorId : undefined;
  return (
    <StepForm className="auth-form offline-provider" onSubmit={() => void form.submitted(details)}>
      <p className="dev-badge">{t('funnel.offlineProvider.badge')}</p>
      <p className="muted">{t('funnel.offlineProvider.intro', { provider })}</p>
      <TextField
        id={`${id}-first-name`}
        label={t('funnel.fields.firstName')}
        value={details.firstName}
        onChange={(firstName) => setDetails((d) => ({ ...d, firstName }))}
        error={form.fieldErrors.firstName}
        sharedErrorId={sharedNames}
        initialFocus
      />
      <TextField
        id={`${id}-last-name`}
        label={t('funnel.fields.lastName')}
        value={details.lastName}
        onChange={(lastName) => setDetails((d) => ({ ...d, lastName }))}
        error={form.fieldErrors.lastName}
        sharedErrorId={sharedNames}
      />
      <SharedFieldError id={namesErrorId} error={form.fieldErrors.names} />
      <TextField
        id={`${id}-email`}
        label={t('funnel.offlineProvider.email')}
        type="email"
        inputMode="email"
        required={false}
        hint={t('funnel.offlineProvider.emailHint')}
        value={details.email}
        onChange={(email) => setDetails((d) => ({ ...d, email }))}
        error={form.fieldErrors.email}
      />
      <FormAlert message={form.error} />
      <SubmitButton pending={form.status === 'pending'}>{t('funnel.offlineProvider.submit', { provider })}</SubmitButton>
    </StepForm>
  );
});
