import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ActivityCard as ActivityCardView } from '../../../application/search/product-card';
import { PriceTag } from './PriceTag';
import { CardPicture } from './CardPicture';
import { Rating } from './Rating';
import { ResultCardFrame } from './ResultCardFrame';

export interface ActivityCardProps {
  readonly card: ActivityCardView;
  /** The title's level: 2 where the cards follow the page's h1 directly (search results), else 3 (under a section's h2). */
  readonly headingLevel?: 2 | 3;
  /** The first card of a page, likely its largest picture on a phone (LCP): loaded at once and first. */
  readonly priority?: boolean;
  /** Linked with the results map (issue [10]): hovered or selected there. */
  readonly highlighted?: boolean;
  /** Selected on the map. */
  readonly current?: boolean;
  readonly onHover?: (activityId: number | null) => void;
}

/**
 * An activity in the results (same fixed height as a boat card); the whole card links to the activity page.
 * Its title's id, `activity-{id}-title`, is how the results map finds the card of a marker.
 */
export const ActivityCard = ({ card, headingLevel = 3, priority = false, highlighted = false, current = false, onHover }: ActivityCardProps) => {
  const { t } = useTranslation('search');
  const Heading = `h${headingLevel}` as const;
  const titleId = `activity-${card.id}-title`;
  return (
    <ResultCardFrame id={card.id} titleId={titleId} highlighted={highlighted} current={current} onHover={onHover}>
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
    </ResultCardFrame>
  );
};
