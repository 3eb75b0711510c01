import type { ProductDetail } from '../../contract/search';
import { RENTAL_SEGMENT } from '../../domain/i18n/languages';
import { formatRoute, type Route } from '../../domain/routing/route';
import type { StructuredData } from '../../domain/seo/page-head';
import { enumKey } from '../../application/search/labels';
import { homeCrumb, notFoundHead, price } from './page-heads';
import type { PageHeadContext, PageHeadInput } from './use-page-head';

/** The per-day price the page shows first: the discount applied like the cards do. */
const dayPriceCents = (product: ProductDetail): number => {
  const percent = product.discountPercentage;
  return percent > 0 && percent < 100 ? Math.round((product.pricePerDay * (100 - percent)) / 100) : product.pricePerDay;
};

export interface ProductHeadSource {
  readonly status: 'loading' | 'ready' | 'notFound' | 'error';
  readonly product: ProductDetail | null;
  /** The page's heading (builder, model, length). */
  readonly title: string;
}

/** A boat: "<boat> · <type> rental in <place>", its own description, Product + Offer + ratings and the breadcrumb. */
export const productPageHead = (page: ProductHeadSource, context: PageHeadContext): PageHeadInput => {
  const { t, language, defaultLanguage, currency } = context;
  const product = page.product;
  if (page.status === 'notFound') return notFoundHead(context);
  if (product === null) return { title: t('product:meta.loading'), noindex: page.status === 'error' };
  const place = product.localizationName;
  const type = t(`search:boatTypes.${enumKey(product.type)}`, { defaultValue: product.type });
  const own: Route = { screen: 'product', seoPrefix: RENTAL_SEGMENT[language], ...product.path };
  const placeLanding: Route = { screen: 'genericLanding', segments: [RENTAL_SEGMENT[language], product.path.localization] };
  const description = product.description.trim() !== '' ? product.description : t('product:meta.description', { type, place, capacity: product.capacity });
  const structured: StructuredData = {
    kind: 'product',
    product: {
      id: String(product.id),
      name: page.title,
      description,
      images: product.pictures,
      brand: product.builderName.trim() || undefined,
      model: product.modelName.trim() || undefined,
      category: type,
      price: price(dayPriceCents(product), currency),
      priceUnit: 'day',
      available: product.quote?.available ?? true,
      rating: { average: product.reviews.average, count: product.reviews.number },
      reviews: product.reviewsList.map((review) => ({ author: review.authorFirstName, rating: review.rating, body: review.comment, date: review.createdAt })),
    },
    breadcrumbs: [
      homeCrumb(context),
      ...(product.path.localization !== '' ? [{ name: place, url: formatRoute(placeLanding, language, defaultLanguage) }] : []),
      { name: page.title, url: formatRoute(own, language, defaultLanguage) },
    ],
  };
  return {
    title: t('product:seo.title', { title: page.title, type, place }),
    description,
    canonicalRoute: own,
    image: product.pictures[0],
    imageAlt: page.title,
    ogType: 'product',
    structuredData: [structured],
  };
};

