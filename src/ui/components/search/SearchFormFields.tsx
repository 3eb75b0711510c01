import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SearchFormFields as Fields } from '../../../application/search/search-form-fields';
import { DateRangePicker } from '../date-range/DateRangePicker';
import { PlaceCombobox } from './PlaceCombobox';

/** The place, dates and people of the home and landing pages' search forms; Enter in the place field submits. */
export const SearchFormFields = observer(({ form, onSubmit }: { form: Fields; onSubmit: () => void }) => {
  const { t } = useTranslation('search');
  return (
    <>
      <PlaceCombobox autocomplete={form.place} onInput={(text) => form.placeInputChanged(text)} onSelect={(place) => form.placeSelected(place)} onSubmit={onSubmit} />
      <DateRangePicker min={form.today} start={form.startDate} end={form.endDate} onChange={(start, end) => form.datesChanged(start, end)} />
      <label className="field field-narrow">
        <span>{t('search:form.people')}</span>
        <input type="number" inputMode="numeric" min={1} value={form.people} onChange={(event) => form.peopleChanged(event.target.value)} />
      </label>
    </>
  );
});
