import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'wouter';
import { parsePath, type Route, type Screen } from '../../domain/routing/route';
import type { SettingsPresenter } from '../../application/settings/settings-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';
import { PageSkeleton } from '../components/PageSkeleton';

type ScreenComponent = LazyExoticComponent<ComponentType<{ route: Route }>>;

// Each screen is its own chunk, loaded when first visited.
const Home = lazy(() => import('../screens/home/HomeScreen'));
const NotFound = lazy(() => import('../screens/not-found/NotFoundScreen'));
const Login = lazy(() => import('../screens/login/LoginScreen'));
const Search = lazy(() => import('../screens/search/SearchScreen'));
const Product = lazy(() => import('../screens/product/ProductScreen'));
const Activity = lazy(() => import('../screens/activity/ActivityScreen'));
const Landing = lazy(() => import('../screens/landing/LandingScreen'));
const Checkout = lazy(() => import('../screens/payment-session/PaymentSessionScreen'));
const BookingSuccess = lazy(() => import('../screens/payment-session/BookingSuccessScreen'));
const Fingerprint = lazy(() => import('../screens/native/FingerprintScreen'));
const BalancePayment = lazy(() => import('../screens/account/BalancePaymentScreen'));
const PostBooking = lazy(() => import('../screens/account/PostBookingScreen'));
const Chat = lazy(() => import('../screens/account/ChatScreen'));
const Econtract = lazy(() => import('../screens/econtract/EcontractScreen'));
const Booking = lazy(() => import('../screens/account/BookingScreen'));
const Offers = lazy(() => import('../screens/account/OffersScreen'));
const ListingEdit = lazy(() => import('../screens/listings/ListingEditScreen'));
const Account = lazy(() => import('../screens/account/AccountScreen'));
const BackOffice = lazy(() => import('../screens/back-office/BackOfficeScreen'));
const AppUpdateNeeded = lazy(() => import('../screens/native/AppUpdateNeededScreen'));
const PasswordReset = lazy(() => import('../screens/password-reset/PasswordResetScreen'));

const SCREENS: Record<Screen, ScreenComponent> = {
  home: Home,
  notFound: NotFound,
  login: Login,
  search: Search,
  product: Product,
  activity: Activity,
  activityLanding: Landing,
  genericLanding: Landing,
  paymentSession: Checkout,
  bookingSuccess: BookingSuccess,
  fingerprint: Fingerprint,
  fingerprintSuccess: Fingerprint,
  balancePayment: BalancePayment,
  balancePaymentSuccess: BalancePayment,
  postBooking: PostBooking,
  postBookingPurchase: PostBooking,
  chatList: Chat,
  chatConversation: Chat,
  econtract: Econtract,
  bookingModify: Booking,
  bookingDetail: Booking,
  offers: Offers,
  offer: Offers,
  listingEdit: ListingEdit,
  account: Account,
  backOffice: BackOffice,
  appUpdateNeeded: AppUpdateNeeded,
  // The partial page is never routed here: its document gets the funnel alone (main.tsx, issue [12]).
  partial: lazy(async () => ({ default: () => null })),
  passwordReset: PasswordReset,
};

/**
 * Before hydrating a server-rendered page (main.tsx): the screen's code and the parts it loads apart (the search
 * page's), so hydration finds everything the server's markup shows.
 */
export const preloadScreen = async (route: Route): Promise<void> => {
  if (route.screen === 'search') await (await import('../screens/search/SearchScreen')).preloadParts();
};

/**
 * Marks the document once a screen is live (rendered, or hydrated over the server's markup, issue [8]): until then a
 * server-rendered page shows but does not react. Browser tests wait for it after loading a page.
 */
const ScreenShown = () => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
};

/** Resolves the URL with the domain's route table and renders the screen's chunk. */
export const ScreenOutlet = observer(() => {
  const [location] = useLocation();
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const { route } = parsePath(location, { defaultLanguage: settings.defaultLanguage });
  // A layout effect: it runs before the screens' own effects, so their first calls already carry the new language.
  useLayoutEffect(() => {
    void settings.routeEntered(location);
  }, [location, settings]);
  useEffect(() => {
    document.documentElement.lang = settings.language;
  }, [settings.language]);
  const Component = SCREENS[route.screen];
  // Keyed by location so each visit gets fresh page presenters.
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component key={location} route={route} />
      <ScreenShown />
    </Suspense>
  );
});
