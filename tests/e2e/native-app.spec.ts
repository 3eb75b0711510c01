import { expect, test, type APIRequestContext, type Frame, type Page } from './fixtures';
import { texts, type Language } from './texts';

/**
 * The web app inside the native app (issue [7]), driven through the host-app simulator (/dev/native-app), which plays
 * the phone: it answers the bridge's requests, sends the app's events and logs every message both ways. Signing in
 * runs the iOS tracking prompt and registers the device; pushes are tracked and open their page; a deep link on the
 * `app.` host is counted, recorded and followed; coming back after 3 minutes clears the badge and reloads; an old app
 * is asked to update; a payment is confirmed with the fingerprint then paid.
 */

const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const DAY_MS = 86_400_000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);

/** The simulator with the app at `path`; the other parameters set the phone's answers. */
const openSimulator = async (page: Page, path: string, options: Record<string, string> = {}) => {
  const query = new URLSearchParams({ path, ...options });
  await page.goto(`/dev/native-app?${query.toString()}`);
  // The app listens once it asked the phone about the device (its bridge is loaded then).
  await expect(logEntries(page, 'from-app', 'device.info').first()).toBeAttached({ timeout: 20_000 });
};

const app = (page: Page) => page.frameLocator('iframe#app');
const appFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('the simulator has no app frame');
  return frame;
};
const appPath = (page: Page) => {
  const url = new URL(appFrame(page).url());
  return `${url.pathname}${url.search}`;
};
const logEntries = (page: Page, direction: 'from-app' | 'to-app' | 'page', type: string) =>
  page.locator(`#log li[data-direction="${direction}"][data-type="${type}"]`);
const apiRequest = (page: Page, method: string, path: string) =>
  page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === `/api/v6${path}`);

/** The demo tenant's token (the app keeps it in local storage, as after a sign-in). */
const tenantToken = async (request: APIRequestContext): Promise<{ token: string; xsrf: string }> => {
  await request.get('/api/v6/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post('/api/v6/auth/login', { data: TENANT, headers: { 'X-XSRF-TOKEN': xsrf } });
  return { token: ((await login.json()) as { authToken: string }).authToken, xsrf };
};

const signedInApp = async (page: Page, request: APIRequestContext) => {
  const { token, xsrf } = await tenantToken(request);
  await page.addInitScript((t) => {
    if (!localStorage.getItem('seaway.session')) localStorage.setItem('seaway.session', JSON.stringify({ token: t }));
  }, token);
  return { token, xsrf };
};

test.describe('the native app, through the host-app simulator', () => {
  test('fr: signing in inside the app runs the iOS tracking prompt, registers the device, and whitens the status bar @mobile', async ({ page }) => {
    const t = texts('fr', 'auth');
    await openSimulator(page, '/fr/login', { platform: 'ios', version: '4.1.0', att: 'notDetermined', attAnswer: 'authorized' });
    // App version 4.1.0: the status bar turns white 1 second after start.
    await expect(logEntries(page, 'from-app', 'ui.statusBar')).toHaveText([/"color":"#ffffff"/]);
    const registration = apiRequest(page, 'POST', '/account/device');
    const frame = app(page);
    await frame.getByLabel(t('funnel.fields.email'), { exact: true }).fill(TENANT.email);
    await frame.getByRole('button', { name: t('funnel.loginOrRegister.submit'), exact: true }).click();
    await frame.getByLabel(t('funnel.fields.password'), { exact: true }).fill(TENANT.password);
    await frame.getByRole('main').getByRole('button', { name: t('funnel.login.submit'), exact: true }).click();
    // Not determined → the prompt → authorized; then push permission; then the device.
    await expect(logEntries(page, 'from-app', 'tracking.request')).toHaveCount(1);
    await expect(logEntries(page, 'to-app', 'tracking.request')).toHaveText([/"authorized"/]);
    await expect(logEntries(page, 'from-app', 'push.request')).toHaveCount(1);
    expect((await registration).postDataJSON()).toEqual({ deviceToken: 'sim-ios-device', deviceType: 'ios', deviceVersion: '4.1.0', fcmToken: 'sim-fcm-1' });
    // Signed in: the login page hands over to the home page (in the account's own language).
    await expect.poll(() => appPath(page)).toMatch(/^\/(fr)?$/);
  });

  test('en: pushes are tracked and open their page; a deep link on the app. host is counted, recorded, followed; back after 3 minutes reloads', async ({ page, request }) => {
    await signedInApp(page, request);
    // Signed in at start: the device is registered (a new push token registers it again).
    const registered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v6/account/device' && r.status() === 200);
    await openSimulator(page, '/', { platform: 'android', version: '4.1.0' });
    await registered;

    const received = apiRequest(page, 'POST', '/account/track-received-push-notification');
    await page.getByRole('button', { name: 'Push received' }).click();
    expect((await received).postDataJSON()).toMatchObject({ deviceId: 'sim-android-device', objectType: 'booking', objectId: '1' });

    const clicked = apiRequest(page, 'POST', '/account/track-clicked-push-notification');
    await page.getByRole('button', { name: 'Push clicked' }).click();
    expect((await clicked).postDataJSON()).toMatchObject({ deviceId: 'sim-android-device' });
    await expect.poll(() => appPath(page)).toBe('/account/bookings');

    const beacon = apiRequest(page, 'POST', '/metrics/deeplink');
    const referer = apiRequest(page, 'POST', '/deeplink/referer/add');
    const deeplink = await page.getByLabel('Deep link URL').inputValue();
    expect(new URL(deeplink).hostname.startsWith('app.')).toBe(true);
    await page.getByRole('button', { name: 'Open deep link' }).click();
    expect((await beacon).postDataJSON()).toEqual({ url: deeplink });
    expect((await referer).postDataJSON()).toEqual({ deeplinkPathWithParams: '/fr/location-bateau/recherche?utm_source=app' });
    // (The search page then keeps only the filters it knows in its address.)
    await expect.poll(() => new URL(appFrame(page).url()).pathname).toBe('/fr/location-bateau/recherche');

    const newToken = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v6/account/device' && r.postDataJSON()?.fcmToken === 'sim-fcm-2');
    await page.getByRole('button', { name: 'Send new push token' }).click();
    await newToken;

    await expect(logEntries(page, 'page', 'load')).toHaveCount(1);
    await page.getByLabel('Minutes away').fill('3');
    await page.getByRole('button', { name: 'Foreground after N minutes' }).click();
    await expect(logEntries(page, 'from-app', 'push.clearBadge')).toHaveCount(1);
    await expect(logEntries(page, 'page', 'load')).toHaveCount(2);
    await expect(page.getByText('Badge: 0')).toBeVisible();
  });

  test('en: an app older than the minimum shows app-update-needed and opens the store @mobile', async ({ page }) => {
    const n = texts('en', 'native');
    await openSimulator(page, '/', { platform: 'android', version: '3.2.0', minimum: '4.0.0' });
    await expect(app(page).getByRole('heading', { level: 1, name: n('update.title') })).toBeVisible();
    await expect(app(page).getByText(n('update.why', { version: '3.2.0', minimum: '4.0.0' }))).toBeVisible();
    expect(appPath(page)).toBe('/app-update-needed');
    await app(page).getByRole('button', { name: n('update.openStore') }).click();
    await expect(logEntries(page, 'from-app', 'app.openStore')).toHaveCount(1);
    await expect(app(page).getByRole('status')).toHaveText(n('update.storeOpened'));
    // Below 4.0.0: the status bar is left as the app set it.
    await expect(logEntries(page, 'from-app', 'ui.statusBar')).toHaveCount(0);
  });

  test('fr: a payment confirmed with the fingerprint, then paid by card, ends on the success page', async ({ page, request, isMobile }) => {
    const n = texts('fr', 'native');
    const c = texts('fr', 'checkout');
    const { token, xsrf } = await signedInApp(page, request);
    const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf };
    const { products } = (await (await request.get('/api/v6/products?page=1&_locale=fr')).json()) as { products: { id: number }[] };
    const offset = 150 + (isMobile ? 10 : 0) + test.info().retry * 20;
    let hash: string | undefined;
    for (const product of products) {
      const created = await request.post(`/api/v6/products/${product.id}/booking-request`, { headers, data: { startDate: inDays(offset), endDate: inDays(offset + 1), numberOfPeople: 2 } });
      if (created.ok()) {
        hash = ((await created.json()) as { hash: string }).hash;
        break;
      }
    }
    if (!hash) throw new Error('no demo boat could be booked');

    await openSimulator(page, `${prefix('fr')}/ps/fingerprint?session=${hash}`, { platform: 'ios', version: '4.1.0', biometric: 'confirmed' });
    const frame = app(page);
    await expect(frame.getByRole('heading', { level: 1, name: n('fingerprint.title') })).toBeVisible();
    await expect(logEntries(page, 'from-app', 'biometric.confirm')).toHaveCount(1);
    await expect(frame.getByText(n('fingerprint.confirmed'))).toBeVisible();
    await frame.getByLabel(c('card.number')).fill('4242 4242 4242 4242');
    await frame.getByLabel(c('card.expiry')).fill('12/34');
    await frame.getByLabel(c('card.cvc')).fill('123');
    await frame.getByRole('button', { name: new RegExp(`^${c('payment.pay', { amount: '' }).trim()}`) }).click();
    await expect(frame.getByRole('heading', { level: 1, name: n('fingerprint.success.title') })).toBeVisible({ timeout: 20_000 });
    expect(appPath(page)).toBe(`/fr/ps/fingerprint/success?session=${hash}`);
    await frame.getByRole('link', { name: n('fingerprint.success.viewBooking') }).click();
    await expect.poll(() => appPath(page)).toBe(`/fr/ps/${hash}/success`);
  });
});
