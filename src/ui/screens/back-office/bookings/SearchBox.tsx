import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { BackOfficeSearchPresenter, BookingHitView } from '../../../../application/backoffice/back-office-search-presenter';
import { useRouteHref } from '../../../routing/use-route-href';

const BookingLine = ({ hit }: { hit: BookingHitView }) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  return (
    <li>
      <p className="bk-line">
        <Link href={href({ screen: 'backOffice', page: 'bookingDetails', id: String(hit.id) })}>{hit.reference}</Link>
        <span className="badge">{t(hit.statusKey)}</span>
        <span>{hit.productName}</span>
      </p>
      <p className="bk-line muted small">
        <span>{hit.dates}</span>
        <span>{hit.tenantEmail}</span>
        <span>{t(hit.roleKey)}</span>
      </p>
    </li>
  );
};

/** The search box of the back office's header: a booking id or reference, part of an email or of a boat's name. */
export const SearchBox = observer(({ presenter }: { presenter: BackOfficeSearchPresenter }) => {
  const { t } = useTranslation('backoffice');
  const href = useRouteHref();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.searchSubmitted();
  };
  return (
    <>
      <form className="bo-search" role="search" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="bo-search-query">{t('search.label')}</label>
          <input
            id="bo-search-query"
            type="search"
            value={presenter.query}
            placeholder={t('search.placeholder')}
            maxLength={200}
            autoComplete="off"
            aria-invalid={presenter.queryProblem !== null}
            aria-describedby={presenter.queryProblem !== null ? 'bo-search-error' : undefined}
            onChange={(e) => presenter.queryChanged(e.target.value)}
          />
        </div>
        <button type="submit" className="button primary" disabled={presenter.status === 'searching'}>
          {presenter.status === 'searching' ? t('search.searching') : t('search.submit')}
        </button>
        {presenter.queryProblem !== null && (
          <p id="bo-search-error" className="bk-error" role="alert">
            {t(presenter.queryProblem)}
          </p>
        )}
      </form>
      {presenter.status === 'error' && presenter.errorKey && (
        <p className="alert" role="alert">
          {t(presenter.errorKey)}
        </p>
      )}
      {presenter.status === 'ready' && (
        <section className="bo-search-results" aria-labelledby="bo-search-results-title" aria-live="polite">
          <h2 id="bo-search-results-title">{t('search.resultsTitle', { query: presenter.result?.query ?? '' })}</h2>
          {presenter.isEmpty && <p className="muted">{t('search.none')}</p>}
          {presenter.bookings.length > 0 && (
            <div>
              <h3>{t('search.bookings')}</h3>
              <ul className="bk-list">
                {presenter.bookings.map((hit) => (
                  <BookingLine key={hit.id} hit={hit} />
                ))}
              </ul>
            </div>
          )}
          {presenter.users.length > 0 && (
            <div>
              <h3>{t('search.users')}</h3>
              <ul className="bk-list">
                {presenter.users.map((user) => (
                  <li key={user.id} data-testid="search-user">
                    <p className="bk-line">
                      <strong>{user.email}</strong>
                      <span>{user.name}</span>
                      {user.flagged && <span className="badge bk-status-failed">{t('search.flagged')}</span>}
                    </p>
                    {user.bookings.length === 0 ? (
                      <p className="muted small">{t('search.noBookings')}</p>
                    ) : (
                      <ul className="bk-list">
                        {user.bookings.map((hit) => (
                          <BookingLine key={hit.id} hit={hit} />
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {presenter.boats.length > 0 && (
            <div>
              <h3>{t('search.boats')}</h3>
              <ul className="bk-list">
                {presenter.boats.map((boat) => (
                  <li key={boat.id}>
                    <p className="bk-line">
                      <Link href={href({ screen: 'backOffice', page: 'boatDetails', id: String(boat.id) })}>{boat.name}</Link>
                      <span className="badge">{t(boat.statusKey)}</span>
                      <span className="muted small">{boat.ownerEmail}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
    </>
  );
});
