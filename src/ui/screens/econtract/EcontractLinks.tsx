import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EcontractLinksPresenter } from '../../../application/econtract/econtract-links-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';

/**
 * The booking page's entry to the contract at the harbour: "Check-in" from the day before the start, "Check-out" once
 * the check-in is signed, a signed contract's printable page. Renders nothing when there is none to show.
 * Mount it on the booking detail page of a boat booking: `<EcontractLinks bookingId={booking.id} />`.
 */
export const EcontractLinks = observer(({ bookingId }: { bookingId: string | number }) => {
  const { t } = useTranslation('econtract');
  const presenter = usePagePresenterOf(EcontractLinksPresenter);
  useEffect(() => {
    void presenter.load(String(bookingId));
  }, [presenter, bookingId]);
  const links = presenter.links;
  if (links.length === 0) return null;
  return (
    <nav className="econtract-links" aria-label={t('links.title')}>
      <ul className="booking-actions">
        {links.map((link) => (
          <li key={link.direction}>
            <Link className={link.signed ? 'button' : 'button primary'} href={link.href}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

export default EcontractLinks;
