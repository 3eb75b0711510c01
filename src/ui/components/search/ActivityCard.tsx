import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActivityCard as ActivityCardView } from '../../../application/search/product-card';
import { PriceTag } from './PriceTag';
import { CardPicture } from './CardPicture';
import { Rating } from './Rating';

/**
 * An activity in the results (same fixed height as a boat card); the whole card links to the activity page. Its title
 * is an h2 where the cards follow the page's h1 directly (search results), else an h3 (under a section's h2).
 * `priority`: the first card of a page, likely its largest picture on a phone (LCP), loaded at once and first.
 */
export const ActivityCard = ({ card, headingLevel = 3, priority = false }: { card: ActivityCardView; headingLevel?: 2 | 3; priority?: boolean }) => {
  const { t } = useTranslation('search');
  const Heading = `h${headingLevel}` as const;
  const titleId = `activity-${card.id}-title`;
  return (
    <article className="result-card" aria-labelledby={titleId}>
      <div className="card-media">
        <CardPicture picture={card.picture} priority={priority} />
        <span className="card-badges">
          {card.isNew && <span className="badge badge-new">{t('search:card.new')}</span>}
          {card.instantBooking && <span className="badge badge-super">{t('search:card.instantBooking')}</span>}
        </span>
      </div>
      <div className="card-body">
        <span className="type-tag">{t(`search:activityTypes.${card.activityTypeKey}`, { defaultValue: card.activityTypeKey })}</span>
        <Heading id={titleId} className="card-title">
          <Link href={card.href} className="card-link">
            {card.title}
          </Link>
        </Heading>
        <p className="card-subtitle">{t(`search:experiences.${card.experienceKey}`, { defaultValue: card.experienceKey })}</p>
        <ul className="card-specs">
          <li>{t('search:card.duration', { hours: card.duration })}</li>
          <li>{t('search:card.capacity', { count: card.capacity })}</li>
          {card.timesOfDay.map((time) => (
            <li key={time}>{t(`search:timesOfTheDay.${time}`, { defaultValue: time })}</li>
          ))}
        </ul>
        <p className="card-place">{card.place}</p>
        <Rating rating={card.rating} reviewCount={card.reviewCount} />
        <PriceTag price={card.price} />
      </div>
    </article>
  );
};
