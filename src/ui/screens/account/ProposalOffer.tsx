import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ProposalPresenter } from '../../../application/account/proposal-presenter';
import type { Route } from '../../../domain/routing/route';
import { usePageHead } from '../../seo/use-page-head';
import { usePageEntered } from '../../components/search/use-page-entered';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { AccountShell, AccountState } from './AccountNav';
import './proposal-offer.css';
import { pictureProps, PICTURE_LAYOUT } from '../../components/picture/picture-props';

/**
 * account/offers/{hash} for a proposal's hash (issue [7]): the boats our team chose for the tenant's dates, each at
 * the proposal's price, booked into the checkout from here.
 */
const ProposalOffer = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation(['proposals', 'account']);
  const presenter = usePagePresenterOf(ProposalPresenter);
  usePageEntered(presenter, route);
  const title = t('proposals:title');
  usePageHead({ title, description: t('proposals:meta.description') });
  const proposal = presenter.proposal;
  return (
    <AccountShell current="offers" title={title}>
      {presenter.status !== 'ready' || !proposal ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : (
        <div className="proposal-offer">
          <p>{t('proposals:intro')}</p>
          <dl className="proposal-facts">
            <dt>{t('proposals:dates')}</dt>
            <dd>{presenter.dates}</dd>
            <dt>{t('proposals:people')}</dt>
            <dd>{proposal.people}</dd>
          </dl>
          {proposal.message && (
            <blockquote className="proposal-message">
              <p className="muted">{t('proposals:message')}</p>
              <p>{proposal.message}</p>
            </blockquote>
          )}
          {presenter.noticeKey && (
            <p className="alert" role="alert">
              {t(presenter.noticeKey)}
            </p>
          )}
          <div aria-live="polite">
            {presenter.bookErrorKey && (
              <p className="field-error" role="alert">
                {t(presenter.bookErrorKey)}
                {presenter.bookMessage ? ` (${presenter.bookMessage})` : ''}
              </p>
            )}
          </div>
          <ul className="proposal-boats">
            {presenter.boats.map((boat) => (
              <li key={boat.itemId} className="proposal-boat" aria-labelledby={`proposal-boat-${boat.itemId}`}>
                {boat.image && <img {...pictureProps(boat.image, PICTURE_LAYOUT.listItem.width, PICTURE_LAYOUT.listItem.sizes)} alt="" loading="lazy" decoding="async" width={240} height={180} />}
                <div>
                  <h2 id={`proposal-boat-${boat.itemId}`}>{boat.name}</h2>
                  {boat.harbourName && <p className="muted">{boat.harbourName}</p>}
                  <p>
                    {t('proposals:price')} <strong>{boat.price}</strong>
                  </p>
                  {boat.available ? (
                    <button
                      type="button"
                      className="button primary"
                      disabled={presenter.bookingItem !== null}
                      onClick={() => void presenter.bookClicked(boat.itemId)}
                      aria-describedby={`proposal-boat-${boat.itemId}`}
                    >
                      {boat.booking ? t('proposals:booking') : t('proposals:book')}
                    </button>
                  ) : (
                    <p className="muted">{t('proposals:unavailable')}</p>
                  )}
                  {boat.productHref && (
                    <p>
                      <Link href={boat.productHref}>{t('proposals:viewBoat')}</Link>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AccountShell>
  );
});

export default ProposalOffer;
