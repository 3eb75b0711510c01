import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChipLabel } from '../../../application/search/labels';
import type { FilterChipView } from '../../../application/search/search-presenter';

export interface FilterChipsProps {
  readonly chips: readonly FilterChipView[];
  readonly canClear: boolean;
  readonly onRemove: (id: string) => void;
  readonly onClear: () => void;
  /** Receives the focus when no chip is left to take it. */
  readonly fallbackFocusId: string;
}

/** Stands for the chip's label in the translated "remove" text, to split it around the label. */
const LABEL_MARK = '\u0000';

/** Where the focus goes once the chips have changed: the chip now at this index, or the fallback (-1). */
type PendingFocus = number | null;

/**
 * The applied filters as a row of chips above the results, each removing its own filter, and "clear all filters".
 * A removed chip takes the focus with it: the next chip (or the last, or the fallback) gets it, so a keyboard user
 * stays in the row.
 */
export const FilterChips = ({ chips, canClear, onRemove, onClear, fallbackFocusId }: FilterChipsProps) => {
  const { t } = useTranslation('search');
  const list = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<PendingFocus>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const target = index >= 0 && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : document.getElementById(fallbackFocusId);
    target?.focus();
  }, [chips, fallbackFocusId]);

  if (chips.length === 0) return null;
  const text = (label: ChipLabel) => ('text' in label ? label.text : t(label.key, label.values));
  // The button is named by its own text, "Remove filter: Catamaran" in the language's word order, the words around
  // the visible label hidden. Not an aria-label: page translation skips it, and anything finding a field by its
  // label (autofill, tests) would take "Remove filter: 6 people" for the People field.
  const [before = '', after = ''] = t('search:chips.remove', { label: LABEL_MARK }).split(LABEL_MARK);
  return (
    <div className="chip-row applied-filters" role="group" aria-label={t('search:chips.label')}>
      <ul ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              className="chip chip-removable"
              onClick={() => {
                pendingFocus.current = index;
                onRemove(chip.id);
              }}
            >
              {before !== '' && <span className="visually-hidden">{before}</span>}
              <span className="chip-label">{text(chip.label)}</span>
              {after !== '' && <span className="visually-hidden">{after}</span>}
              <span className="chip-remove-icon" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {canClear && (
        <button
          type="button"
          className="link-button clear-filters"
          onClick={() => {
            pendingFocus.current = -1;
            onClear();
          }}
        >
          {t('search:chips.clearAll')}
        </button>
      )}
    </div>
  );
};
