import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { SharedFieldError, TextField, EmailField } from '../fields';
import { PhoneFields } from '../PhoneFields';

/** First and last name (one message when both fail alike) and the phone: shared by both registrations. */
export const RegisterFields = observer(({ presenter, withEmail }: { presenter: AuthFunnelPresenter; withEmail: boolean }) => {
  const { t } = useTranslation('auth');
  const id = useId();
  const s = presenter.state;
  const errors = presenter.fieldErrors;
  const namesErrorId = `${id}-names-error`;
  const sharedNames = errors.names ? namesErrorId : undefined;
  return (
    <>
      {withEmail && (
        <EmailField id={id} value={s.email} onChange={(v) => presenter.fieldChanged('email', v)} error={errors.email} />
      )}
      <div className="name-row">
        <TextField
          id={`${id}-first-name`}
          label={t('funnel.fields.firstName')}
          autoComplete="given-name"
          value={s.firstName}
          onChange={(v) => presenter.fieldChanged('firstName', v)}
          error={errors.firstName}
          sharedErrorId={sharedNames}
          initialFocus={!withEmail}
        />
        <TextField
          id={`${id}-last-name`}
          label={t('funnel.fields.lastName')}
          autoComplete="family-name"
          value={s.lastName}
          onChange={(v) => presenter.fieldChanged('lastName', v)}
          error={errors.lastName}
          sharedErrorId={sharedNames}
        />
      </div>
      <SharedFieldError id={namesErrorId} error={errors.names} />
      <PhoneFields
        idPrefix={id}
        country={s.phonePrefixCountry}
        number={s.phoneNumber}
        onCountryChange={(v) => presenter.fieldChanged('phonePrefixCountry', v)}
        onNumberChange={(v) => presenter.fieldChanged('phoneNumber', v)}
        error={errors.phone}
      />
    </>
  );
});
