import { useTranslation } from 'react-i18next';
import type { PriceBarView } from '../../../application/search/search-presenter';

/** The price histogram: each bar sets the price range to its own. */
export const PriceHistogram = ({ bars, onSelect }: { bars: readonly PriceBarView[]; onSelect: (bar: PriceBarView) => void }) => {
  const { t } = useTranslation('search');
  if (bars.length === 0) return null;
  return (
    <div className="histogram">
      {bars.map((bar) => (
        <button
          key={bar.fromMajor}
          type="button"
          className={`histogram-bar${bar.selected ? ' is-selected' : ''}`}
          style={{ height: `${bar.heightPercent}%` }}
          aria-label={t('search:filters.priceBar', { range: bar.label, count: bar.count })}
          onClick={() => onSelect(bar)}
        />
      ))}
    </div>
  );
};
