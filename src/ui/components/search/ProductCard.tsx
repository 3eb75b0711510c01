import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductCard as ProductCardView } from '../../../application/search/product-card';
import { PriceTag } from './PriceTag';
import { Rating } from './Rating';

export interface ProductCardProps {
  readonly card: ProductCardView;
  readonly showType: boolean;
  /** Without it, no heart is shown. */
  readonly onFavorite?: (productId: number) => void;
}

/** A boat in the results: fixed height (no layout shift), the whole card links to the product page. */
export const ProductCard = ({ card, showType, onFavorite }: ProductCardProps) => {
  const { t } = useTranslation('search');
  const titleId = `product-${card.id}-title`;
  return (
    <article className="result-card" aria-labelledby={titleId}>
      <div className="card-media">
        {card.picture !== undefined ? (
          <img src={card.picture} alt="" loading="lazy" decoding="async" width={400} height={240} />
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
        <h3 id={titleId} className="card-title">
          <Link href={card.href} className="card-link">
            {card.title}
          </Link>
        </h3>
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
    </article>
  );
};
