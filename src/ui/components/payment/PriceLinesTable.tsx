import { useTranslation } from 'react-i18next';
import type { PriceLineView } from '../../../application/checkout/payment-session-presenter';

/** The price details line by line with their total: the checkout's and a booking's page alike. */
export const PriceLinesTable = ({ lines, total }: { lines: readonly PriceLineView[]; total: string }) => {
  const { t } = useTranslation('checkout');
  return (
    <table className="price-lines">
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              {line.label || t(line.kindKey, { count: line.quantity })}
              {line.quantity > 1 && line.label ? ` × ${line.quantity}` : ''}
              {line.payAt === 'harbour' && <span className="muted"> · {t('price.atHarbour')}</span>}
            </th>
            <td>{line.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="price-total">
          <th scope="row">{t('price.total')}</th>
          <td>{total}</td>
        </tr>
      </tfoot>
    </table>
  );
};
