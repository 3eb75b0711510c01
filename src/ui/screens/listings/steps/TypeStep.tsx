import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../../../application/search/labels';
import { LISTING_BOAT_TYPES } from '../../../../domain/listing/listing';
import { describedBy, FieldError, fieldErrorOf, type StepProps } from './fields';

/** The boat's type, as radio cards (arrow keys move between them, like any radio group). */
export const TypeStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation(['listings', 'search']);
  const error = fieldErrorOf(presenter, 'type');
  return (
    <fieldset className="listing-fieldset" {...describedBy('listing-type', false, error)}>
      <legend>{t('listings:fields.type')}</legend>
      <div className="type-cards">
        {LISTING_BOAT_TYPES.map((type) => (
          <label key={type} className={`type-card ${presenter.form.type === type ? 'is-selected' : ''}`}>
            <input type="radio" name="listing-type" value={type} checked={presenter.form.type === type} onChange={() => presenter.changed('type', type)} />
            <span>{t(`search:boatTypes.${enumKey(type)}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id="listing-type-error" errorKey={error} />
    </fieldset>
  );
});
