import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BoatType } from '../../../domain/search';
import { enumKey } from '../../../application/search/labels';
import type { SearchPresenter } from '../../../application/search/search-presenter';
import { ProductCard } from './ProductCard';

/** Below the results of a place: its boat types and a selection of its boats (spec's SEO section). */
export const SeoSection = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  if (presenter.kind !== 'boat' || presenter.specificSectionTitle === null) return null;
  return (
    <section className="seo-section" aria-labelledby="seo-title">
      <h2 id="seo-title" className="section-title">
        {presenter.specificSectionTitle}
      </h2>
      {presenter.seoSectionTypes.length > 0 && (
        <div className="chips" role="group" aria-label={t('search:seo.types')}>
          {presenter.seoSectionTypes.map((type) => (
            <button key={type} type="button" className="chip" onClick={() => presenter.filtersChanged({ types: [type as BoatType] })}>
              {t(`search:boatTypes.${enumKey(type)}`, { defaultValue: type })}
            </button>
          ))}
        </div>
      )}
      <div className="results-grid">
        {presenter.seoCards.map((card) => (
          <ProductCard key={card.id} card={card} showType onFavorite={(id) => void presenter.favoriteToggled(id)} />
        ))}
      </div>
    </section>
  );
});

/** The harbours of the place searched, each a search of its own. */
export const HarbourChips = observer(({ presenter }: { presenter: SearchPresenter }) => {
  const { t } = useTranslation('search');
  const harbours = presenter.placeWithHarbors;
  if (harbours === null || harbours.harbors.length === 0) return null;
  return (
    <div className="chip-row" role="group" aria-labelledby="harbours-title">
      <span id="harbours-title" className="muted">
        {t('search:results.harbours', { place: harbours.place.name })}
      </span>
      {harbours.harbors.map((harbour) => (
        <button key={harbour.id} type="button" className="chip" onClick={() => presenter.placeSelected(harbour)}>
          {harbour.name}
        </button>
      ))}
    </div>
  );
});
