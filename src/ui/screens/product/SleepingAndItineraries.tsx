import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../contract/search';
import { daysInOrder, sleepingByKind, sleepingTotals } from '../../../domain/owners/sleeping-and-itineraries';

type Props = { product: Pick<ProductDetail, 'sleepingAreas' | 'itineraries'> };

const Sleeping = ({ areas }: { areas: NonNullable<ProductDetail['sleepingAreas']> }) => {
  const { t } = useTranslation('owners');
  const totals = sleepingTotals(areas);
  return (
    <section aria-labelledby="sleeping-title">
      <h2 id="sleeping-title">{t('product.sleepingTitle')}</h2>
      <p>{t('product.sleepingTotals', { cabins: t('product.cabins', { count: totals.cabins }), berths: t('product.berths', { count: totals.berths }) })}</p>
      <ul className="equipment-list sleeping-areas">
        {sleepingByKind(areas).map((area) => (
          <li key={area.kind}>
            <strong>{t(`product.kinds.${area.kind}`)}</strong>
            {': '}
            {area.cabins > 0
              ? t('product.cabinsAndBerths', { cabins: t('product.cabins', { count: area.cabins }), berths: t('product.berths', { count: area.berths }) })
              : t('product.berths', { count: area.berths })}
          </li>
        ))}
      </ul>
    </section>
  );
};

const Itineraries = ({ itineraries }: { itineraries: NonNullable<ProductDetail['itineraries']> }) => {
  const { t } = useTranslation('owners');
  return (
    <section aria-labelledby="itineraries-title">
      <h2 id="itineraries-title">{t('product.itinerariesTitle')}</h2>
      {itineraries.map((itinerary, index) => (
        <article key={index} className="itinerary" aria-labelledby={`itinerary-${index}`}>
          <h3 id={`itinerary-${index}`}>{itinerary.title || t('product.itineraryUntitled', { number: index + 1 })}</h3>
          <ol className="itinerary-days">
            {daysInOrder(itinerary.days).map((day) => (
              <li key={`${day.day}-${day.harbour}`}>
                <strong>{t('product.day', { day: day.day, harbour: day.harbour })}</strong>
                {day.description !== '' && <p>{day.description}</p>}
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
};

/**
 * The product page's "Sleeping" and "Suggested itineraries" blocks (issue [6]), each only when the listing describes
 * it. Their texts (namespace owners) load only then, without holding up the rest of the page.
 */
export const SleepingAndItineraries = ({ product }: Props) => {
  const areas = product.sleepingAreas ?? [];
  const itineraries = product.itineraries ?? [];
  if (areas.length === 0 && itineraries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {areas.length > 0 && <Sleeping areas={areas} />}
      {itineraries.length > 0 && <Itineraries itineraries={itineraries} />}
    </Suspense>
  );
};
