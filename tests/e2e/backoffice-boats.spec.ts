import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { texts, type Language } from './texts';
import { signInThroughFunnel } from './funnel';

/**
 * The back office's listings and proposals (issue [7]) as the demo staff account and the demo tenant live them:
 * staff reject a listing with a reason and see it in its audit trail; staff prepare a proposal, send it, and the
 * tenant opens its link, books a boat and lands in the checkout at the proposal's price. Finding free boats goes
 * through the API; everything staff and the tenant do goes through the pages.
 */

const STAFF = { email: 'staff@demo.seaway.test', password: 'Staff-2026!' };
const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const DAY_MS = 86_400_000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any space matches any space (French texts hold no-break spaces). */
const loose = (text: string) => new RegExp(escapeRe(text).replace(/\s+/g, '\\s+'));

/**
 * Published boats free on the dates: those of one generated owner (every hundredth from `first`). The listing tests
 * reject one, so they take a boat the owner's side tests never use (theirs are the demo owner's, every hundredth from 8).
 */
const freeBoat = async (request: APIRequestContext, startDate: string, endDate: string, skip: number, first = 8): Promise<{ id: number; title: string }> => {
  const found: Array<{ id: number; title: string }> = [];
  for (let id = first; id < 2000 && found.length <= skip; id += 100) {
    const product = await request.get(`/api/v6/products/${id}?startDate=${startDate}&endDate=${endDate}`);
    if (!product.ok()) continue;
    const detail = (await product.json()) as { title: string; capacity: number; quote: { available: boolean } | null };
    if (detail.quote?.available && detail.capacity >= 2) found.push({ id, title: detail.title });
  }
  const boat = found[skip];
  if (!boat) throw new Error('No boat of the demo owner free for the test');
  return boat;
};

/** Staff sign in from the back office's own "Sign in". */
const staffSignIn = async (page: Page, language: Language) => {
  const shell = texts(language, 'backoffice');
  await page.getByRole('region', { name: shell('shell.title') }).getByRole('button', { name: shell('shell.signIn'), exact: true }).click();
  await signInThroughFunnel(page, language, STAFF);
};

test.describe('the back office’s listings and proposals', () => {
  test('staff reject a listing with a reason, and its audit trail shows it @mobile', async ({ page, request, isMobile }) => {
    const language: Language = isMobile ? 'fr' : 'en';
    const t = texts(language, 'backoffice-boats');
    const prefix = language === 'en' ? '' : `/${language}`;
    const boat = await freeBoat(request, inDays(30), inDays(32), isMobile ? 1 : 0, 9);
    await page.goto(`${prefix}/boat/details/${boat.id}`);
    await staffSignIn(page, language);
    await expect(page.getByRole('heading', { level: 1, name: loose(t('review.title', { id: boat.id, title: boat.title })) })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('listing-status')).toHaveText(t('status.published'));

    await page.getByRole('button', { name: t('actions.reject'), exact: true }).click();
    const confirm = page.getByRole('form', { name: loose(t('review.confirm.rejected')) });
    // Without a reason nothing is sent.
    await confirm.getByRole('button', { name: t('review.confirmButton.rejected') }).click();
    await expect(confirm.getByText(t('errors.reasonRequired'))).toBeVisible();
    const reason = 'The pictures show another boat.';
    await confirm.getByLabel(t('review.reasonRequired')).fill(reason);
    await confirm.getByRole('button', { name: t('review.confirmButton.rejected') }).click();

    await expect(page.getByTestId('listing-status')).toHaveText(t('status.rejected'));
    await expect(page.getByRole('note').filter({ hasText: reason })).toBeVisible();
    const audit = texts(language, 'backoffice');
    const trail = page.getByRole('region', { name: audit('audit.title') });
    const entry = trail.getByTestId('audit-entry').filter({ hasText: 'boat.reject' });
    await expect(entry).toContainText(STAFF.email);
    await expect(entry).toContainText(reason);
    await expect(entry).toContainText('"rejected"');

    // A visitor no longer finds its page.
    expect((await request.get(`/api/v6/products/${boat.id}`)).status()).toBe(404);
  });

  test('staff send a proposal; the tenant opens its link, books a boat and lands in the checkout at its price', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const t = texts('en', 'backoffice-boats');
    const start = inDays(60);
    const end = inDays(63);
    const boat = await freeBoat(request, start, end, 2);
    await page.goto('/propale/edit/new');
    await staffSignIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: t('proposal.titleNew') })).toBeVisible({ timeout: 20_000 });

    await page.getByLabel(t('proposal.tenantEmail')).fill(TENANT.email);
    await page.getByLabel(t('proposal.startDate')).fill(start);
    await page.getByLabel(t('proposal.endDate')).fill(end);
    await page.getByLabel(t('proposal.people')).fill('2');
    await page.getByLabel(t('proposal.message')).fill('A boat we like for your long weekend.');
    const search = page.getByRole('search', { name: t('proposal.searchLabel') });
    await search.getByRole('searchbox', { name: t('proposal.searchLabel') }).fill(String(boat.id));
    await search.getByRole('button', { name: t('proposal.search'), exact: true }).click();
    await search.getByRole('button', { name: t('proposal.addBoat', { title: boat.title }) }).first().click();
    await page.getByLabel(t('proposal.price', { title: boat.title })).fill('1234');
    await page.getByRole('button', { name: t('proposal.save') }).click();

    // The proposal's page: send it after a confirmation.
    await expect(page.getByTestId('proposal-status')).toHaveText(t('proposalStatus.draft'), { timeout: 15_000 });
    await page.getByRole('button', { name: t('proposal.send'), exact: true }).click();
    await page.getByRole('button', { name: t('proposal.confirmSendButton') }).click();
    await expect(page.getByTestId('proposal-status')).toHaveText(t('proposalStatus.sent'));
    await expect(page.getByRole('status').filter({ hasText: TENANT.email })).toBeVisible();
    const link = await page.getByLabel(t('proposal.link')).inputValue();
    expect(link).toMatch(/\/account\/offers\/pr[0-9a-f]{40}$/);
    const audit = page.getByRole('region', { name: texts('en', 'backoffice')('audit.title') });
    await expect(audit.getByTestId('audit-entry')).toHaveCount(2);

    // The tenant opens the link, signs in, and books the boat.
    const tenantContext = await browser.newContext();
    const tenant = await tenantContext.newPage();
    const p = texts('en', 'proposals');
    await tenant.goto(new URL(link).pathname);
    await signInThroughFunnel(tenant, 'en', TENANT);
    await expect(tenant.getByRole('heading', { level: 1, name: p('title') })).toBeVisible({ timeout: 20_000 });
    const card = tenant.getByRole('listitem').filter({ has: tenant.getByRole('heading', { name: boat.title }) });
    await expect(card).toContainText('€1,234');
    await card.getByRole('button', { name: p('book') }).click();
    await expect(tenant).toHaveURL(/\/ps\/[A-Za-z0-9_-]+$/, { timeout: 20_000 });
    const c = texts('en', 'checkout');
    const price = tenant.getByRole('region', { name: c('price.title') });
    await expect(price.getByRole('row').filter({ hasText: /Rental \(4 days\)/ })).toContainText('€1,234', { timeout: 20_000 });
    await tenantContext.close();
  });
});
