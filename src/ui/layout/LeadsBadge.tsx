import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LeadsCount } from '../../application/owners/leads-count';
import { OWNERS_TOKENS } from '../../application/owners/owners-tokens';
import { useService } from '../app/container-context';
import { useRouteHref } from '../routing/use-route-href';

/**
 * The leads waiting for an answer, on the account menu's button (issue [6]): counted while a signed-in page is open,
 * only for owners and their teammates. Its texts (namespace owners) load only for them.
 */
export const LeadsBadge = observer(() => {
  const leads = useService<LeadsCount>(OWNERS_TOKENS.LeadsCount);
  useEffect(() => leads.watch(), [leads]);
  if (!leads.actsForAFleet || leads.count === 0) return null;
  return (
    <Suspense fallback={<span className="badge badge-new leads-badge">{leads.count}</span>}>
      <CountBadge count={leads.count} />
    </Suspense>
  );
});

const CountBadge = ({ count }: { count: number }) => {
  const { t } = useTranslation('owners');
  return (
    <span className="badge badge-new leads-badge">
      {count}
      <span className="visually-hidden"> {t('header.leadsWaiting', { count })}</span>
    </span>
  );
};

/** "Leads" in the open account menu, for owners and their teammates: to the leads of the owner's listings page. */
export const LeadsMenuItem = observer(({ onDone }: { onDone: () => void }) => {
  const leads = useService<LeadsCount>(OWNERS_TOKENS.LeadsCount);
  if (!leads.actsForAFleet) return null;
  return (
    <Suspense fallback={null}>
      <MenuLink count={leads.count} onDone={onDone} />
    </Suspense>
  );
});

const MenuLink = ({ count, onDone }: { count: number; onDone: () => void }) => {
  const { t } = useTranslation('owners');
  const href = useRouteHref();
  return (
    <li>
      <Link href={href({ screen: 'account', section: 'listings' })} onClick={onDone}>
        {t('header.leads')}
        {count > 0 && <span className="badge badge-new leads-badge">{count}</span>}
      </Link>
    </li>
  );
};
