import { observer } from 'mobx-react-lite';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPresenter } from '../../../application/product/product-presenter';
import { PriceTag } from '../../components/search/PriceTag';

/** Whether some of the element is on screen: false on the server and until the browser has said. */
const useOnScreen = (ref: RefObject<Element | null>): boolean => {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
};

/**
 * The phone's booking bar (issue [10]): fixed at the bottom (styles.css shows it on small screens only), the price
 * for the chosen dates (else the price per day) and a Book button that books like the booking box's. It steps aside
 * while the booking box itself is on screen: one Book button in sight, and the box's own fields never under the bar.
 * Rendered on the server as well; only the browser hides it, after hydration.
 */
export const BookingBar = observer(({ presenter, bookingBox }: { presenter: ProductPresenter; bookingBox: RefObject<HTMLElement | null> }) => {
  const { t } = useTranslation(['product', 'search']);
  const boxOnScreen = useOnScreen(bookingBox);
  const { price, quote } = presenter;

  const bookRequested = async () => {
    await presenter.bookRequested();
    // What is missing (dates, other dates…) is said in the booking box: the focus goes to its first field, in view.
    if (presenter.bookingErrorKey !== null) bookingBox.current?.querySelector<HTMLElement>('.date-range-trigger, input, select')?.focus();
  };

  return (
    <section className="booking-bar" aria-label={t('product:bar.label')} hidden={boxOnScreen}>
      {quote !== null && quote.available ? (
        <p className="booking-bar-price">
          <strong>{quote.total}</strong> <span className="muted">{t('product:bar.days', { count: quote.days })}</span>
        </p>
      ) : (
        price !== null && (
          <div className="booking-bar-price">
            <span className="muted">{t('product:booking.from')}</span> <PriceTag price={price} />
          </div>
        )
      )}
      <button type="button" className="button primary" disabled={presenter.isBooking} onClick={() => void bookRequested()}>
        {presenter.isBooking ? t('product:booking.booking') : t('product:bar.book')}
      </button>
    </section>
  );
});
