import { useId, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlaceSummary } from '../../../contract/search';
import type { PlaceAutocomplete } from '../../../application/search/place-autocomplete';

export interface PlaceComboboxProps {
  readonly autocomplete: PlaceAutocomplete;
  readonly onInput: (text: string) => void;
  readonly onSelect: (place: PlaceSummary) => void;
  /** Enter without a highlighted suggestion. */
  readonly onSubmit: () => void;
}

/** The place field as an ARIA combobox: arrows move through suggestions, Enter chooses, Escape closes. */
export const PlaceCombobox = observer(({ autocomplete, onInput, onSelect, onSubmit }: PlaceComboboxProps) => {
  const { t } = useTranslation('search');
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = autocomplete.isOpen && autocomplete.suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        autocomplete.moved(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        autocomplete.moved(-1);
        break;
      case 'Enter': {
        event.preventDefault();
        const active = autocomplete.activeSuggestion;
        if (open && active !== undefined) onSelect(active);
        else onSubmit();
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          autocomplete.closed();
        }
        break;
    }
  };

  return (
    <div className="field combobox">
      <label htmlFor={id}>{t('search:form.place')}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && autocomplete.activeIndex >= 0 ? optionId(autocomplete.activeIndex) : undefined}
        placeholder={t('search:form.placePlaceholder')}
        value={autocomplete.input}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => autocomplete.closed()}
      />
      <ul id={listId} role="listbox" aria-label={t('search:form.placeSuggestions')} className="combobox-list" hidden={!open}>
        {open &&
          autocomplete.suggestions.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === autocomplete.activeIndex}
              className="combobox-option"
              // mousedown, not click: it comes before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                onSelect(place);
              }}
            >
              <span>{place.name}</span>
              {place.parentName !== null && <span className="muted"> · {place.parentName}</span>}
            </li>
          ))}
      </ul>
    </div>
  );
});
