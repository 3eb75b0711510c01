import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductCard as ProductCardView } from '../../../application/search/product-card';
import { PriceTag } from './PriceTag';
import { CardPicture } from './CardPicture';
import { Rating } from './Rating';
import { ResultCardFrame } from './ResultCardFrame';

export interface ProductCardProps {
  readonly card: ProductCardView;
  readonly showType: boolean;
  /** Without it, no heart is shown. */
  readonly onFavorite?: (productId: number) => void;
  /** The title's level: 2 where the cards follow the page's h1 directly (search results), else 3 (under a section's h2). */
  readonly headingLevel?: 2 | 3;
  /** The first card of a page, likely its largest picture on a phone (LCP): loaded at once and first. */
  readonly priority?: boolean;
  /** Linked with the results map (issue [10]): hovered or selected there. */
  readonly highlighted?: boolean;
  /** Selected on the map. */
  readonly current?: boolean;
  readonly onHover?: (productId: number | null) => void;
}

/** A boat in the results: fixed height (no layout shift), the whole card links to the product page. */
export const ProductCard = ({ card, showType, onFavorite, headingLevel = 3, priority = false, highlighted = false, current = false, onHover }: ProductCardProps) => {
  const { t } = useTranslation('search');
  const Heading = `h${headingLevel}` as const;
  const titleId = `product-${card.id}-title`;
  return (
    <ResultCardFrame id={card.id} titleId={titleId} highlighted={highlighted} current={current} onHover={onHover}>
      <div className="card-media">
        {card.picture !== undefined ? (
          <CardPicture picture={card.picture} priority={priority} />
        ) : (
          <span className="card-media-empty">{t('search:card.noPicture')}</span>
        )}
        <span className="card-badges">
          {card.isNew && <span className="badge badge-new">{t('search:card.new')}</span>}
          {card.isSuperOwner && <span className="badge badge-super">{t('search:card.superOwner')}</span>}
        </span>
        {onFavorite !== undefined && (
          <button
            type="button"
            className="favorite-button"
            aria-pressed={card.isFavorite}
            aria-label={t('search:card.favorite', { title: card.title })}
            onClick={() => onFavorite(card.id)}
          >
            <span aria-hidden="true">{card.isFavorite ? '♥' : '♡'}</span>
          </button>
        )}
      </div>
      <div className="card-body">
        {showType && <span className="type-tag">{t(`search:boatTypes.${card.typeKey}`, { defaultValue: card.type })}</span>}
        <Heading id={titleId} className="card-title">
          <Link href={card.href} className="card-link">
            {card.title}
          </Link>
        </Heading>
        <p className="card-subtitle">{card.subtitle}</p>
        <ul className="card-specs">
          {card.length !== '' && <li>{card.length}</li>}
          {card.enginePower > 0 && <li>{t('search:card.enginePower', { power: card.enginePower })}</li>}
          <li>{t('search:card.cabins', { count: card.cabins })}</li>
          <li>{t('search:card.capacity', { count: card.capacity })}</li>
        </ul>
        <p className="card-place">{card.place}</p>
        <Rating rating={card.rating} reviewCount={card.reviewCount} />
        <PriceTag price={card.price} />
      </div>
    </ResultCardFrame>
  );
};
