import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthFunnelPresenter } from '../../../application/auth/auth-funnel-presenter';
import { dialCodeOf, isPhonePrefixCountry } from '../../../domain/auth/phone-prefixes';
import { VALIDATION_CODE_LENGTH } from '../../../domain/auth/validation';
import { FormAlert, SubmitButton, TextField, StepForm } from '../fields';
import { useAuthMessage } from '../use-auth-message';

/** The 6-digit SMS code; a new one by SMS or by phone call. */
export const TwoFactorStep = observer(({ presenter }: { presenter: AuthFunnelPresenter }) => {
  const { t } = useTranslation('auth');
  const message = useAuthMessage();
  const id = useId();
  const s = presenter.state;
  const phone = `${isPhonePrefixCountry(s.phonePrefixCountry) ? dialCodeOf(s.phonePrefixCountry) : ''} ${s.phoneNumber}`.trim();
  const resend = s.resendValidationCodeStatus;
  const resendText =
    resend === 'pending'
      ? t('funnel.twoFactorAuth.resendPending')
      : resend === 'success'
        ? t('funnel.twoFactorAuth.resendSent')
        : resend === 'error'
          ? (message(presenter.resendError) ?? t('funnel.twoFactorAuth.resendFailed'))
          : '';
  return (
    <>
      <StepForm onSubmit={() => void presenter.validationCodeSubmitted()}>
        <p className="muted">{t('funnel.twoFactorAuth.intro', { phone })}</p>
        <TextField
          id={`${id}-code`}
          label={t('funnel.fields.validationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VALIDATION_CODE_LENGTH}
          pattern="[0-9]*"
          value={s.validationCode}
          onChange={(v) => presenter.fieldChanged('validationCode', v)}
          error={presenter.fieldErrors.validationCode}
          initialFocus
        />
        <FormAlert message={s.error} />
        <SubmitButton pending={presenter.isPending}>{t('funnel.twoFactorAuth.submit')}</SubmitButton>
      </StepForm>
      <div className="resend" role="group" aria-label={t('funnel.twoFactorAuth.resendGroup')}>
        <p className="muted">{t('funnel.twoFactorAuth.noCode')}</p>
        <div className="resend-buttons">
          <button type="button" className="button" disabled={resend === 'pending'} onClick={() => void presenter.resendRequested('sms')}>
            {t('funnel.twoFactorAuth.resendSms')}
          </button>
          <button type="button" className="button" disabled={resend === 'pending'} onClick={() => void presenter.resendRequested('call')}>
            {t('funnel.twoFactorAuth.resendCall')}
          </button>
        </div>
        <p role="status" className={resend === 'error' ? 'field-error' : 'muted'}>
          {resendText}
        </p>
      </div>
    </>
  );
});
