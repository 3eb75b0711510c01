import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { OpenDamageClaimsPresenter } from '../../../../application/backoffice/open-damage-claims-presenter';
import { usePagePresenterOf } from '../../../components/search/use-page-presenter-of';
import { useRouteHref } from '../../../routing/use-route-href';

/** The word of damage/edit/{id} that lists the open claims instead of one (no claim has it as its id). */
export const OPEN_CLAIMS = 'open';

/**
 * The damage claims waiting for staff (GET /backoffice/damage-claims?status=open), oldest first, each a link to
 * damage/edit/{id}: for the back office's navigation.
 */
export const OpenDamageClaims = observer(() => {
  const { t } = useTranslation('backoffice-messages');
  const presenter = usePagePresenterOf(OpenDamageClaimsPresenter);
  const href = useRouteHref();
  useEffect(() => {
    void presenter.load();
  }, [presenter]);
  return (
    <section aria-label={t('claims.title')}>
      {presenter.status === 'loading' ? (
        <div className="skeleton-block" aria-busy="true" />
      ) : presenter.status !== 'ready' ? (
        <p className="field-error">{t(presenter.errorKey ?? 'common:errors.server')}</p>
      ) : presenter.rows.length === 0 ? (
        <p className="muted">{t('claims.none')}</p>
      ) : (
        <ul className="bo-claims">
          {presenter.rows.map((row) => (
            <li key={row.id}>
              <Link href={href(row.route)}>{t('claims.row', { reference: row.reference, boat: row.boatName, claimed: row.claimed })}</Link>{' '}
              <span className="muted small">{t('claims.parties', { tenant: row.tenantName, owner: row.ownerName, date: row.openedAt })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

export default OpenDamageClaims;
