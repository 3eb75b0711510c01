import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PlaceCombobox } from '../../../components/search/PlaceCombobox';
import { FieldError, fieldErrorOf, type StepProps } from './fields';

/** The harbour, found with the place autocomplete: a harbour is chosen at once, a city lists its harbours. */
export const HarbourStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const error = fieldErrorOf(presenter, 'placeId');
  return (
    <div className="listing-fieldset">
      <p className="field-hint" id="listing-placeId-hint">
        {t('hints.harbour')}
      </p>
      <p aria-live="polite">
        {presenter.harbourName ? (
          <>
            {t('harbour.current')} <strong>{presenter.harbourName}</strong>
          </>
        ) : (
          <span className="muted">{t('harbour.none')}</span>
        )}
      </p>
      <PlaceCombobox
        autocomplete={presenter.place}
        onInput={(text) => presenter.placeInput(text)}
        onSelect={(place) => void presenter.placeSelected(place)}
        onSubmit={() => presenter.placeSubmitted()}
      />
      <FieldError id="listing-placeId-error" errorKey={error} />
      {presenter.harbourStatus === 'loading' && (
        <p className="muted" aria-live="polite">
          {t('harbour.loading')}
        </p>
      )}
      {presenter.harbourStatus === 'error' && (
        <p className="field-error" role="alert">
          {t('harbour.error')}
        </p>
      )}
      {presenter.harbourArea !== null && presenter.harbourStatus === 'idle' && (
        <fieldset className="listing-fieldset">
          <legend>{t('harbour.choose', { place: presenter.harbourArea })}</legend>
          {presenter.harbourChoices.length === 0 ? (
            <p className="muted">{t('harbour.noHarbours')}</p>
          ) : (
            <ul className="harbour-choices">
              {presenter.harbourChoices.map((h) => (
                <li key={h.id}>
                  <button type="button" className="button" onClick={() => presenter.harbourChosen(h)}>
                    {h.name}
                    {h.parentName && <span className="muted"> · {h.parentName}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
    </div>
  );
});
