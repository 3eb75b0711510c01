import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIXES } from '../../domain/auth/phone-prefixes';
import { SharedFieldError, TextField } from './fields';
import { displayNames } from '../../domain/i18n/intl-formats';

/** Country names in the page's language ("France (+33)"), sorted as that language sorts them. */
const usePrefixOptions = (language: string) =>
  useMemo(() => {
    const names = displayNames(language, { type: 'region' });
    return PHONE_PREFIXES.map((p) => ({ ...p, name: names.of(p.iso) ?? p.iso }))
      .sort((a, b) => a.name.localeCompare(b.name, language))
      .map((p) => ({ value: p.iso, label: `${p.name} (${p.dialCode})` }));
  }, [language]);

export interface PhoneFieldsProps {
  readonly idPrefix: string;
  readonly country: string;
  readonly number: string;
  readonly onCountryChange: (iso: string) => void;
  readonly onNumberChange: (value: string) => void;
  /** The phone message key (prefix, number or both). */
  readonly error: string | undefined;
}

/** Phone prefix (country with its dial code) and the national number; one message for both. */
export const PhoneFields = ({ idPrefix, country, number, onCountryChange, onNumberChange, error }: PhoneFieldsProps) => {
  const { t, i18n } = useTranslation('auth');
  const options = usePrefixOptions(i18n.language);
  const errorId = `${idPrefix}-phone-error`;
  const sharedErrorId = error ? errorId : undefined;
  return (
    <fieldset className="phone-fields">
      <legend>{t('funnel.fields.phone')}</legend>
      <div className="phone-row">
        <div className="field phone-prefix">
          <label htmlFor={`${idPrefix}-phone-prefix`}>{t('funnel.fields.phonePrefix')}</label>
          <select
            id={`${idPrefix}-phone-prefix`}
            value={country}
            onChange={(e) => onCountryChange(e.target.value)}
            autoComplete="tel-country-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={sharedErrorId}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id={`${idPrefix}-phone-number`}
          label={t('funnel.fields.phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={number}
          onChange={onNumberChange}
          sharedErrorId={sharedErrorId}
        />
      </div>
      <SharedFieldError id={errorId} error={error} />
    </fieldset>
  );
};
