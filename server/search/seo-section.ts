import type { SeoSectionResponse } from '../../src/contract/search';
import type { SearchFilters } from '../../src/domain/search/search-filters';
import { topBoatIds } from './boat-search';
import type { SearchContext } from './search-context';
import { landingTexts } from './landing-texts';
import { loadProductSummaries } from './product-summaries';
import { resolveSearchArea } from './search-area';

export const SEO_PRODUCTS = 6;

/**
 * GET /seo_specific_section: the best-rated boats of the search (those with reviews, by average then number), titled
 * for the place when the address names one, with the search's sailing type and boat types.
 */
export const seoSection = async (context: SearchContext, filters: SearchFilters): Promise<SeoSectionResponse> => {
  const { db, directory, language } = context;
  const area = resolveSearchArea(filters, directory, language);
  const ids = await topBoatIds(db, filters, area, 'topRated', SEO_PRODUCTS);
  const products = await loadProductSummaries(db, ids, context.userId, {
    directory,
    language,
    dates: filters.startDate ? { startDate: filters.startDate, endDate: filters.endDate ?? filters.startDate, halfDayPeriod: filters.halfDayPeriod } : undefined,
  });
  const place = area.place ? { name: directory.name(area.place, language), kind: area.place.kind } : null;
  return {
    specificSectionTitle: products.length === 0 ? null : landingTexts(language).topRatedTitle(place),
    seoProducts: products,
    seoSectionSailingType: filters.sailingType ?? null,
    seoSectionTypes: [...(filters.types ?? [])],
  };
};
