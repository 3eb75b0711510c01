import type { ActivityDetail } from '../../contract/checkout';
import { EXPERIENCES_SEGMENT } from '../../domain/i18n/languages';
import { formatRoute, type Route } from '../../domain/routing/route';
import { activityRouteOf } from '../../application/activity/activity-route';
import { enumKey } from '../../application/search/labels';
import { homeCrumb, notFoundHead, price } from './page-heads';
import type { PageHeadContext, PageHeadInput } from './use-page-head';

export interface ActivityHeadSource {
  readonly status: 'loading' | 'ready' | 'notFound' | 'error';
  readonly activity: ActivityDetail | null;
  readonly duration: string;
  readonly pricePerPerson: string;
}

/** An activity: a Product with its price per person (docs/decisions.md), and the breadcrumb through its place. */
export const activityPageHead = (page: ActivityHeadSource, context: PageHeadContext): PageHeadInput => {
  const { t, language, defaultLanguage, currency } = context;
  const activity = page.activity;
  if (page.status === 'notFound') return notFoundHead(context);
  if (activity === null) return { title: t('activity:meta.loading'), noindex: page.status === 'error' };
  const place = activity.localizationName;
  const type = t(`search:activityTypes.${enumKey(activity.activityType)}`, { defaultValue: activity.activityType });
  const own = activityRouteOf(activity);
  const placeLanding: Route = { screen: 'activityLanding', segments: [`${EXPERIENCES_SEGMENT[language]}-${activity.placeSlug}`] };
  const description =
    activity.description.trim() !== ''
      ? activity.description
      : t('activity:meta.description', { type, place, hours: page.duration, price: page.pricePerPerson });
  return {
    title: t('activity:meta.title', { title: activity.title, place }),
    description,
    canonicalRoute: own,
    image: activity.coverUrl,
    imageAlt: activity.title,
    ogType: 'product',
    structuredData: [
      {
        kind: 'product',
        product: {
          id: String(activity.id),
          name: activity.title,
          description,
          images: activity.coverUrl === '' ? [] : [activity.coverUrl],
          category: type,
          price: price(activity.price, currency),
          priceUnit: 'person',
          available: true,
          rating: { average: activity.reviews.average, count: activity.reviews.number },
        },
        breadcrumbs: [
          homeCrumb(context),
          ...(activity.placeSlug !== '' ? [{ name: place, url: formatRoute(placeLanding, language, defaultLanguage) }] : []),
          { name: activity.title, url: formatRoute(own, language, defaultLanguage) },
        ],
      },
    ],
  };
};

