import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HistoryLink } from '../../../application/search/search-presenter';
import { useHydrated } from '../../app/use-hydrated';

/** The search history (spec section 3) as links that replay each search. */
export const RecentSearches = ({ links }: { links: readonly HistoryLink[] }) => {
  const { t } = useTranslation('search');
  // Kept in this browser only: shown once hydrated (the server-rendered page has none).
  const hydrated = useHydrated();
  if (!hydrated || links.length === 0) return null;
  return (
    <nav className="chip-row" aria-label={t('search:history.title')}>
      <span className="muted">{t('search:history.title')}</span>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className="chip">
              {link.address}
              {link.dates !== null && <span className="muted"> · {link.dates}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
