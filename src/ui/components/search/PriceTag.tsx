import { useTranslation } from 'react-i18next';
import type { PriceView } from '../../../application/search/product-card';

const UNIT_KEY: Readonly<Record<PriceView['unit'], string>> = { day: 'search:card.perDay', total: 'search:card.total', person: 'search:card.perPerson' };

/** A price already converted and formatted by the presenter, with its unit and discount. */
export const PriceTag = ({ price }: { price: PriceView }) => {
  const { t } = useTranslation('search');
  return (
    <p className="price-tag">
      {price.discountPercent !== undefined && <span className="badge badge-discount">{t('search:card.discount', { percent: price.discountPercent })}</span>}
      {price.original !== undefined && (
        <s className="price-original">
          <span className="visually-hidden">{t('search:card.originalPrice', { price: price.original })}</span>
          <span aria-hidden="true">{price.original}</span>
        </s>
      )}
      <strong className="price-amount">{price.amount}</strong> <span className="price-unit">{t(UNIT_KEY[price.unit])}</span>
    </p>
  );
};
