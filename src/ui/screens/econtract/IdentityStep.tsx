import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { FieldError } from './FieldError';

export const IdentityStep = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation('econtract');
  const required = presenter.view?.licenceRequired ?? true;
  const nameError = presenter.fieldError('fullName');
  const licenceError = presenter.fieldError('licenceNumber');
  return (
    <section className="econtract-card" aria-labelledby="econtract-identity">
      <h2 id="econtract-identity">{t('identity.title')}</h2>
      <p className="muted">{t('identity.intro')}</p>
      <div className="field">
        <label htmlFor="econtract-full-name">{t('identity.fullName')}</label>
        <input
          id="econtract-full-name"
          className="econtract-input"
          autoComplete="off"
          autoCapitalize="words"
          value={presenter.data.fullName}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'econtract-full-name-error' : undefined}
          onChange={(e) => presenter.fullNameChanged(e.target.value)}
        />
        <FieldError id="econtract-full-name-error" messageKey={nameError} />
      </div>
      <div className="field">
        <label htmlFor="econtract-licence">{t(required ? 'identity.licence' : 'identity.licenceOptional')}</label>
        <input
          id="econtract-licence"
          className="econtract-input"
          autoComplete="off"
          autoCapitalize="characters"
          value={presenter.data.licenceNumber}
          aria-invalid={licenceError ? true : undefined}
          aria-describedby={licenceError ? 'econtract-licence-error' : undefined}
          onChange={(e) => presenter.licenceChanged(e.target.value)}
        />
        {!required && <p className="field-hint">{t('identity.licenceNotNeeded')}</p>}
        <FieldError id="econtract-licence-error" messageKey={licenceError} />
      </div>
    </section>
  );
});
