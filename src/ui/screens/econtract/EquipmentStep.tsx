import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_STATES } from '../../../domain/econtract/econtract';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { FieldError } from './FieldError';

/** Each piece of the listing's equipment: on board, missing or damaged (one tap each, large targets). */
export const EquipmentStep = observer(({ presenter }: { presenter: EcontractPresenter }) => {
  const { t } = useTranslation(['econtract', 'search']);
  const rows = presenter.equipmentRows;
  return (
    <section className="econtract-card" aria-labelledby="econtract-equipment">
      <h2 id="econtract-equipment">{t('econtract:equipment.title')}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('econtract:equipment.none')}</p>
      ) : (
        <>
          <p className="muted">{t('econtract:equipment.intro')}</p>
          {presenter.editable && (
            <button type="button" className="button econtract-big" onClick={() => presenter.allEquipmentPresent()}>
              {t('econtract:equipment.allPresent')}
            </button>
          )}
          <ul className="econtract-equipment">
            {rows.map((row) => {
              const name = t(row.labelKey);
              return (
                <li key={row.id}>
                  <fieldset className="econtract-fieldset">
                    <legend>{name}</legend>
                    <div className="econtract-segmented" role="radiogroup" aria-label={name}>
                      {EQUIPMENT_STATES.map((state) => (
                        <button
                          key={state}
                          type="button"
                          role="radio"
                          aria-checked={row.state === state}
                          className={`econtract-segment ${state}`}
                          disabled={!presenter.editable}
                          onClick={() => presenter.equipmentMarked(row.id, state)}
                        >
                          {t(`econtract:equipment.${state}`)}
                        </button>
                      ))}
                    </div>
                    {presenter.direction === 'out' && row.checkIn && (
                      <p className="field-hint">{t('econtract:equipment.atCheckIn', { state: t(`econtract:equipment.${row.checkIn}`) })}</p>
                    )}
                    <FieldError id={`econtract-equipment-${row.id}-error`} messageKey={presenter.fieldError(`equipment.${row.id}`)} />
                  </fieldset>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
});
