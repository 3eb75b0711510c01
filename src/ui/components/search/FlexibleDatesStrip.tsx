import { useTranslation } from 'react-i18next';
import type { FlexibleDateView } from '../../../application/search/search-presenter';

/** Neighbouring periods with their fleet and lowest price; the chosen one is pressed. */
export interface FlexibleDatesStripProps {
  readonly options: readonly FlexibleDateView[];
  /** The strip is expected: its height is kept while its periods load (no layout shift). */
  readonly expected: boolean;
  readonly onSelect: (option: FlexibleDateView) => void;
}

export const FlexibleDatesStrip = ({ options, expected, onSelect }: FlexibleDatesStripProps) => {
  const { t } = useTranslation('search');
  if (!expected) return null;
  if (options.length === 0) return <div className="flexible-dates flexible-dates-pending" aria-hidden="true" />;
  return (
    <section className="flexible-dates" aria-labelledby="flexible-dates-title">
      <h2 id="flexible-dates-title" className="section-title">
        {t('search:flexibleDates.title')}
      </h2>
      <ul className="flexible-dates-list">
        {options.map((option) => (
          <li key={option.startDate}>
            <button type="button" className="flexible-date" aria-pressed={option.selected} onClick={() => onSelect(option)}>
              <span className="flexible-date-label">{option.label}</span>
              <span className="muted">{t('search:flexibleDates.boats', { count: option.count })}</span>
              {option.price !== null && <span className="flexible-date-price">{t('search:flexibleDates.from', { price: option.price })}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};
