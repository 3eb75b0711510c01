import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { OffersPresenter } from '../../../application/account/offers-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { AccountShell, AccountState } from './AccountNav';
import { OfferCard } from './ChatScreen';
import { isProposalHash } from '../../../domain/backoffice/proposals';
import { PageSkeleton } from '../../components/PageSkeleton';

// A staff proposal's link (issue [7]) shares this route; its page loads on its own.
const ProposalOffer = lazy(() => import('./ProposalOffer'));

/** account/offers and account/offers/{hash}: the owners' offers, to accept into a checkout or decline. */
const OwnerOffers = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation('account');
  const presenter = usePagePresenterOf(OffersPresenter);
  usePageEntered(presenter, route);
  const title = t('titles.offers');
  usePageHead({ title, description: t('meta.description') });
  return (
    <AccountShell current="offers" title={title}>
      {presenter.status !== 'ready' ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : presenter.offers.length === 0 ? (
        <p className="muted">{t('offers.none')}</p>
      ) : (
        <>
          {presenter.actionErrorKey && (
            <p role="alert" className="field-error">
              {t(presenter.actionErrorKey)}
              {presenter.actionMessage ? ` (${presenter.actionMessage})` : ''}
            </p>
          )}
          {presenter.offers.map((offer) => (
            <div key={offer.hash}>
              <h2>{offer.productName}</h2>
              <OfferCard offer={offer} busy={presenter.answering} onAnswer={(hash, accept) => void presenter.answered(hash, accept)} />
              <Link href={offer.conversationHref}>{t('offers.openConversation')}</Link>
            </div>
          ))}
        </>
      )}
    </AccountShell>
  );
});

const OffersScreen = ({ route }: { route: Route }) =>
  route.screen === 'offer' && isProposalHash(route.hash) ? (
    <Suspense fallback={<PageSkeleton />}>
      <ProposalOffer route={route} />
    </Suspense>
  ) : (
    <OwnerOffers route={route} />
  );

export default OffersScreen;
