import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { texts, type Language } from './texts';
import { signInThroughFunnel } from './funnel';

/**
 * The back office's bookings (issue [7]) as the demo staff account lives it: sign in, find a booking with the search
 * box, refund part of it after a confirmation and see the audit entry; the queue of automatic refunds retries the
 * seeded failed refund. A tenant opening the back office sees the staff-only page. The tenant's paid booking is set up
 * through the API; everything staff do goes through the pages. The journeys a phone matters for are tagged @mobile.
 */

const STAFF = { email: 'staff@demo.seaway.test', password: 'Staff-2026!' };
const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const DAY_MS = 86_400_000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const b = texts('en', 'backoffice');
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the locale with its placeholders left open, as a pattern. */
const pattern = (key: string, names: readonly string[]) => {
  const open = '\u0000';
  return new RegExp(escapeRe(b(key, Object.fromEntries(names.map((n) => [n, open])))).split(open).join('.+'));
};

/** An API session of a demo account (cookie + anti-forgery header, like the app). */
const apiSession = async (request: APIRequestContext, account: { email: string; password: string }) => {
  await request.get('/api/v6/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post('/api/v6/auth/login', { data: account, headers: { 'X-XSRF-TOKEN': xsrf } });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { Authorization: `Bearer ${authToken}`, 'X-XSRF-TOKEN': xsrf };
  return {
    get: async <T,>(path: string) => (await (await request.get(path, { headers })).json()) as T,
    post: (path: string, data?: unknown) => request.post(path, { headers, data }),
  };
};

/** A booking the demo tenant paid in full through the API (the first boat free on those days), and its id. */
const paidBooking = async (request: APIRequestContext, offset: number): Promise<number> => {
  const tenant = await apiSession(request, TENANT);
  for (let boatId = 3; boatId < 400; boatId += 7) {
    const created = await tenant.post(`/api/v6/products/${boatId}/booking-request`, { startDate: inDays(offset), endDate: inDays(offset + 2), numberOfPeople: 2 });
    if (!created.ok()) continue;
    const { hash } = (await created.json()) as { hash: string };
    const payment = await tenant.post(`/api/v6/checkout/${hash}/payment`);
    if (!payment.ok()) continue;
    const { clientSecret } = (await payment.json()) as { clientSecret: string };
    const confirmed = await tenant.post('/api/v6/payments/local/confirm', { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
    if (((await confirmed.json()) as { status: string }).status !== 'succeeded') continue;
    return (await tenant.get<{ bookingId: number }>(`/api/v6/checkout/${hash}`)).bookingId;
  }
  throw new Error('No boat free for the test booking');
};

/** The funnel opened by the back office's "Sign in": email, then password. */
const signIn = async (page: Page, account: { email: string; password: string }, language: Language = 'en') => {
  const t = texts(language, 'backoffice');
  await page.getByRole('region', { name: t('shell.title') }).getByRole('button', { name: t('shell.signIn'), exact: true }).click();
  await signInThroughFunnel(page, language, account);
};

test.describe('the back office’s bookings', () => {
  test('fr: a tenant opening the back office is told it is for staff @mobile', async ({ page }) => {
    const fr = texts('fr', 'backoffice');
    await page.goto('/fr/booking/autorefunds');
    await expect(page.getByText(fr('shell.signInPrompt'))).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(new RegExp(`^${escapeRe(fr('shell.title'))}`));
    await signIn(page, TENANT, 'fr');
    await expect(page.getByRole('alert').filter({ hasText: fr('shell.staffOnly') })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: fr('refunds.title') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: fr('shell.home') })).toBeVisible();
  });

  test('staff find a booking with the search box, refund part of it and see the audit entry @mobile', async ({ page, request, isMobile }) => {
    test.setTimeout(90_000);
    const bookingId = await paidBooking(request, 150 + (isMobile ? 10 : 0) + test.info().retry * 20);
    const reference = `SW-${String(bookingId).padStart(6, '0')}`;

    await page.goto('/booking/autorefunds');
    await signIn(page, STAFF);
    await expect(page.getByRole('heading', { level: 1, name: b('refunds.title') })).toBeVisible({ timeout: 20_000 });

    await page.getByLabel(b('search.label')).fill(reference);
    await page.getByRole('button', { name: b('search.submit'), exact: true }).click();
    await page.getByRole('region', { name: pattern('search.resultsTitle', ['query']) }).getByRole('link', { name: reference }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/details/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: b('booking.title', { reference }) })).toBeVisible();
    // Paid (instant booking) or a request whose money is held: either way part of it can come back.
    await expect(page.getByTestId('booking-status')).toHaveText(new RegExp(`^(${escapeRe(b('status.paid'))}|${escapeRe(b('status.awaitingOwner'))})$`));

    await page.getByRole('button', { name: b('booking.open.refund') }).click();
    const form = page.getByRole('form', { name: b('booking.forms.refund.title') });
    await form.getByLabel(b('booking.forms.amount', { currency: 'EUR' })).fill('12,50');
    // Nothing moves without a reason.
    await form.getByRole('button', { name: b('booking.forms.continue') }).click();
    await expect(form.getByText(b('errors.reasonRequired'))).toBeVisible();
    await form.getByLabel(b('booking.forms.reason')).fill('The skipper arrived an hour late');
    await form.getByRole('button', { name: b('booking.forms.continue') }).click();
    const confirm = page.getByRole('dialog', { name: b('booking.confirm.refundTitle') });
    await expect(confirm).toContainText(b('booking.confirm.refund', { amount: '€12.50', reference }));
    await confirm.getByRole('button', { name: b('booking.confirm.refundButton') }).click();

    await expect(page.getByRole('status').filter({ hasText: b('booking.done.refund', { amount: '€12.50' }) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('booking-refunded')).toHaveText('€12.50');
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'booking.refund' });
    await expect(entry).toContainText(STAFF.email);
    await expect(entry).toContainText(b('audit.note', { note: 'The skipper arrived an hour late' }));
  });

  test('the queue of automatic refunds retries the failed one', async ({ page }) => {
    await page.goto('/booking/autorefunds');
    await signIn(page, STAFF);
    const failed = page.getByTestId('refund-row').filter({ has: page.getByRole('button', { name: new RegExp(`^${escapeRe(b('refunds.retry'))}`) }) }).first();
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(b('refunds.status.failed'));
    const refundId = await failed.getAttribute('data-refund-id');
    await failed.getByRole('button', { name: new RegExp(`^${escapeRe(b('refunds.retry'))}`) }).click();
    const confirm = page.getByRole('dialog', { name: b('refunds.confirmTitle') });
    await confirm.getByRole('button', { name: b('refunds.confirmRetry') }).click();
    await expect(page.getByRole('status').filter({ hasText: pattern('refunds.retrySucceeded', ['amount', 'reference']) })).toBeVisible({ timeout: 15_000 });
    const row = page.locator(`[data-refund-id="${refundId}"]`);
    await expect(row).toContainText(b('refunds.status.succeeded'));
    await expect(row).toContainText(b('refunds.attempts_other', { count: 2 }));
  });
});
