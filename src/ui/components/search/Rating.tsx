import { useTranslation } from 'react-i18next';

/** "★ 4.6 (12 reviews)", or "No reviews yet". */
export const Rating = ({ rating, reviewCount }: { rating: string | null; reviewCount: number }) => {
  const { t } = useTranslation('search');
  if (rating === null) return <p className="card-rating muted">{t('search:card.noReviews')}</p>;
  return (
    <p className="card-rating">
      <span aria-hidden="true">★ </span>
      <span aria-label={t('search:card.rating', { rating })}>{rating}</span>{' '}
      <span className="muted">({t('search:card.reviews', { count: reviewCount })})</span>
    </p>
  );
};
