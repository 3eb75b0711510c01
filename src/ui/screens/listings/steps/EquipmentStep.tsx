import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LISTING_EQUIPMENT_IDS } from '../../../../domain/listing/listing';
import { EQUIPMENT, type EquipmentId } from '../../../../domain/search/search-filters';
import { GroupError, type StepProps } from './fields';

/** The spec's equipment, named as the search filters name them (tenants filter on the same list). */
export const EquipmentStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation(['listings', 'search']);
  const chosen = presenter.form.equipments;
  return (
    <fieldset className="listing-fieldset">
      <legend>{t('listings:fields.equipments')}</legend>
      <p className="field-hint">{t('listings:hints.equipments')}</p>
      <GroupError presenter={presenter} paths={['equipments']} />
      <div className="checkbox-grid listing-checkboxes">
        {LISTING_EQUIPMENT_IDS.map((id) => (
          <label key={id} className="check">
            <input type="checkbox" checked={chosen.includes(id)} onChange={(e) => presenter.equipmentToggled(id, e.target.checked)} />
            {t(`search:equipment.${EQUIPMENT[id as EquipmentId]}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
});
