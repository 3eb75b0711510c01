import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BookingCard } from '../../../application/account/booking-card';
import { pictureProps, PICTURE_LAYOUT } from '../../components/picture/picture-props';

/** A booking in the account's lists: what, when, where, status, money paid and due, and what can be done now. */
export const BookingCardView = ({ card }: { card: BookingCard }) => {
  const { t } = useTranslation('account');
  const titleId = `booking-${card.id}-title`;
  return (
    <article className="booking-card" aria-labelledby={titleId} data-booking-id={card.id}>
      {card.image ? <img {...pictureProps(card.image, PICTURE_LAYOUT.listItem.width, PICTURE_LAYOUT.listItem.sizes)} alt="" width={160} height={110} loading="lazy" decoding="async" /> : <span className="card-media-empty" />}
      <div className="booking-card-body">
        <h3 id={titleId}>
          <Link href={card.detailHref}>{card.productName}</Link>
        </h3>
        <p className="muted">
          {card.reference} · {card.dates} · {card.harbour}
        </p>
        <p>
          <span className={`badge status-${card.status}`}>{t(card.statusKey)}</span>
          {card.myRole === 'owner' && <span className="badge">{t('bookings.asOwner')}</span>}
        </p>
        <p className="booking-money">
          {t('bookings.paid', { amount: card.paid })}
          {card.due && <> · <strong>{t('bookings.due', { amount: card.due, date: card.dueDate ?? '' })}</strong></>}
        </p>
        {card.actions.length > 0 && (
          <ul className="booking-actions">
            {card.actions.map((action) => (
              <li key={action.name}>
                <Link className={action.name === 'payBalance' || action.name === 'answer' ? 'button primary' : 'button'} href={action.href}>
                  {t(`actions.${action.name}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
};
