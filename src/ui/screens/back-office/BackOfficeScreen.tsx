import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { BackOfficePage, Route } from '../../../domain/routing/route';
import { PageSkeleton } from '../../components/PageSkeleton';

type PageComponent = LazyExoticComponent<ComponentType<{ id: string | undefined }>>;

// Each back-office page is its own chunk: staff tools never weigh on the public pages.
const PAGES: Record<BackOfficePage, PageComponent> = {
  autorefunds: lazy(() => import('./AutorefundsPage')),
  bookingDetails: lazy(() => import('./BookingDetailsPage')),
  messageEditConv: lazy(() => import('./ConversationPage')),
  messageEdit: lazy(() => import('./MessageEditPage')),
  damageEdit: lazy(() => import('./DamageClaimPage')),
  boatDetails: lazy(() => import('./BoatDetailsPage')),
  boatEdit: lazy(() => import('./BoatEditPage')),
  propaleDetails: lazy(() => import('./ProposalDetailsPage')),
  propaleEdit: lazy(() => import('./ProposalEditPage')),
};

/** The staff back office (issue [7]): one page per route of spec section 2. */
export default function BackOfficeScreen({ route }: { route: Route }) {
  if (route.screen !== 'backOffice') return null;
  const Page = PAGES[route.page];
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page id={route.id} />
    </Suspense>
  );
}
