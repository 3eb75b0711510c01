import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteHref } from '../routing/use-route-href';

/**
 * "Back office" in the account menu, for staff only (the menu checks the role first, so nobody else loads this chunk or
 * its texts); it opens the back office's home, the queue of automatic refunds.
 */
export const BackOfficeMenuItem = ({ onDone, asListItem = true }: { onDone: () => void; asListItem?: boolean }) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  const link = (
    <Link href={href({ screen: 'backOffice', page: 'autorefunds' })} onClick={onDone}>
      {t('shell.menuLink')}
    </Link>
  );
  return asListItem ? <li>{link}</li> : link;
};
