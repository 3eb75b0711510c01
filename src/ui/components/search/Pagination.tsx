import { useTranslation } from 'react-i18next';
import type { PageItem } from '../../../application/search/pages';

export interface PaginationProps {
  readonly items: readonly PageItem[];
  readonly current: number;
  readonly total: number;
  readonly onSelect: (page: number) => void;
}

/** Page buttons; the current one has aria-current="page". */
export const Pagination = ({ items, current, total, onSelect }: PaginationProps) => {
  const { t } = useTranslation('search');
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={t('search:pagination.label')}>
      <button type="button" className="page-button" disabled={current <= 1} onClick={() => onSelect(current - 1)} aria-label={t('search:pagination.previous')}>
        ‹
      </button>
      {items.map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.number}
            type="button"
            className="page-button"
            aria-current={item.current ? 'page' : undefined}
            aria-label={t('search:pagination.page', { page: item.number })}
            onClick={() => onSelect(item.number)}
          >
            {item.number}
          </button>
        ),
      )}
      <button type="button" className="page-button" disabled={current >= total} onClick={() => onSelect(current + 1)} aria-label={t('search:pagination.next')}>
        ›
      </button>
    </nav>
  );
};
