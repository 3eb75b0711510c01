import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { texts, type Language } from './texts';

/**
 * The back office's messages and damage claims (issue [7]) as the demo staff account uses them: a message the tenant
 * wrote is hidden with a reason, the conversation shows it marked hidden, and the tenant no longer sees it in their
 * conversation; the demo trip's damage claim is decided (checked, confirmed) and its audit trail shows the decision.
 * Set-ups the pages do not own (the tenant's message) go through the API. The hiding journey runs in French on a
 * phone too (@mobile); the claim is decided once per run, on the desktop.
 */

const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const STAFF = { email: 'staff@demo.seaway.test', password: 'Staff-2026!' };
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any space matches any space (French texts hold no-break spaces). */
const loose = (text: string) => new RegExp(escapeRe(text).replace(/\s+/g, '\\s+'));

/** An API session of a demo account (Bearer token + anti-forgery header, like the app). */
const apiSession = async (request: APIRequestContext, account: { email: string; password: string }) => {
  await request.get('/api/v6/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post('/api/v6/auth/login', { data: account, headers: { 'X-XSRF-TOKEN': xsrf } });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { Authorization: `Bearer ${authToken}`, 'X-XSRF-TOKEN': xsrf };
  return {
    get: async <T,>(path: string) => (await (await request.get(path, { headers })).json()) as T,
    post: async <T,>(path: string, data?: unknown) => (await (await request.post(path, { headers, data })).json()) as T,
  };
};

/** Signs in on the login page, which then opens `returnTo`. */
const signIn = async (page: Page, language: Language, account: { email: string; password: string }, returnTo: string) => {
  const t = texts(language, 'auth');
  await page.goto(`${prefix(language)}/login?returnTo=${encodeURIComponent(returnTo)}`);
  const main = page.getByRole('main');
  await main.getByLabel(t('funnel.fields.email'), { exact: true }).fill(account.email);
  await main.getByRole('button', { name: t('funnel.loginOrRegister.submit'), exact: true }).click();
  await main.getByLabel(t('funnel.fields.password'), { exact: true }).fill(account.password);
  await main.getByRole('button', { name: t('funnel.login.submit'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRe(returnTo)}$`), { timeout: 20_000 });
};

for (const language of ['en', 'fr'] as const) {
  test(`staff hide a message the tenant wrote, and the tenant no longer sees it (${language})${language === 'fr' ? ' @mobile' : ''}`, async ({ page, browser, request, isMobile }) => {
    test.skip(language === 'en' ? isMobile : !isMobile, 'the English journey runs on the desktop, the French one on a phone');
    const t = texts(language, 'backoffice-messages');
    const tenantApi = await apiSession(request, TENANT);
    // A boat of the demo owner (every hundredth boat from 8); the tenant's conversation about it, with a new message.
    const boatId = language === 'en' ? 1908 : 1808;
    const rude = `Pay me in cash and skip Seaway: +33 6 00 00 00 ${String(Date.now()).slice(-2)} (${language}, ${isMobile ? 'phone' : 'desktop'})`;
    await tenantApi.post(`/api/v6/products/${boatId}/conversation`, { text: 'Hello, is the boat free next month?' });
    const opened = await tenantApi.post<{ hash: string; ish: string }>(`/api/v6/products/${boatId}/conversation`, { text: rude });
    const thread = await tenantApi.get<{ messages: Array<{ id: number; text: string }> }>(`/api/v6/account/conversations/${opened.hash}`);
    const message = thread.messages.find((m) => m.text === rude)!;

    await signIn(page, language, STAFF, `${prefix(language)}/message/edit/${message.id}`);
    await expect(page.getByRole('heading', { level: 1, name: t('title.message', { id: message.id }) })).toBeVisible();
    await expect(page.getByTestId('staff-message-text')).toHaveText(rude);
    // A reason is required before anything is sent.
    await page.getByRole('button', { name: t('message.hide'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('errors.reasonRequired') })).toBeVisible();
    await page.getByLabel(t('message.hideReason'), { exact: true }).fill('Asks to pay outside Seaway');
    await page.getByRole('button', { name: t('message.hide'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: loose(t('message.done.hide')) })).toBeVisible();
    await expect(page.getByText(t('message.hiddenNotice'))).toBeVisible();
    await expect(page.getByTestId('audit-entry').filter({ hasText: 'message.hide' })).toContainText('Asks to pay outside Seaway');

    // The conversation shows it, marked hidden.
    await page.getByRole('link', { name: t('message.back'), exact: true }).click();
    const item = page.getByTestId('staff-message').filter({ hasText: rude });
    await expect(item).toBeVisible();
    await expect(item.getByText(t('message.hidden'), { exact: true })).toBeVisible();

    // The tenant's own conversation no longer has it.
    const tenantContext = await browser.newContext(isMobile ? { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true } : {});
    const tenantPage = await tenantContext.newPage();
    await signIn(tenantPage, language, TENANT, `${prefix(language)}/account/chat/${opened.hash}/${opened.ish}`);
    await expect(tenantPage.getByText('Hello, is the boat free next month?').first()).toBeVisible({ timeout: 20_000 });
    await expect(tenantPage.getByText(rude)).toHaveCount(0);
    await tenantContext.close();
  });
}

test('staff decide the demo trip’s damage claim after confirming it, and the audit trail shows the decision', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'a claim is decided once per run');
  const t = texts('en', 'backoffice-messages');
  const staffApi = await apiSession(request, STAFF);
  const { claims } = await staffApi.get<{ claims: Array<{ id: number; reference: string; amount: number }> }>('/api/v6/backoffice/damage-claims?status=open');
  const claim = claims.at(-1)!;

  // The open claims, each a link to its page.
  await signIn(page, 'en', STAFF, '/damage/edit/open');
  await expect(page.getByRole('heading', { level: 1, name: t('claims.title') })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${claim.reference} · `) }).click();
  await expect(page).toHaveURL(new RegExp(`/damage/edit/${claim.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: t('title.claim', { reference: claim.reference }) })).toBeVisible();
  await expect(page.getByRole('region', { name: t('claim.checkIn'), exact: true })).toContainText(texts('en', 'econtract')('zones.hull'));
  await expect(page.getByRole('region', { name: t('claim.checkOut'), exact: true })).toContainText(texts('en', 'econtract')('zones.deck'));

  const amount = page.getByLabel(t('claim.amount'), { exact: true });
  await amount.fill(String(claim.amount / 100 + 1));
  await page.getByLabel(t('claim.note'), { exact: true }).fill('The bow cleat was fine at check-in; the repair quote is 200 €.');
  await page.getByRole('button', { name: t('claim.review'), exact: true }).click();
  // "Grant an amount from 0 to {{ceiling}}.": the part before the amount.
  await expect(page.getByRole('alert').filter({ hasText: t('errors.decisionRange', { ceiling: '\u0000' }).split('\u0000')[0]!.trim() })).toBeVisible();
  // Half the claim, in whole euros.
  const granted = Math.floor(claim.amount / 200);
  await amount.fill(String(granted));
  await page.getByRole('button', { name: t('claim.review'), exact: true }).click();
  const confirm = page.getByRole('region', { name: t('claim.confirmTitle') });
  await expect(confirm).toContainText(`€${granted}`);
  await confirm.getByRole('button', { name: t('claim.confirm'), exact: true }).click();

  await expect(page.getByRole('status').filter({ hasText: t('claim.decided') })).toBeVisible();
  await expect(page.getByTestId('claim-decision')).toContainText(`€${granted}`);
  await expect(page.getByTestId('claim-decision')).toContainText('staff@demo.seaway.test');
  await expect(page.getByTestId('audit-entry').filter({ hasText: 'damageClaim.decide' })).toContainText('The bow cleat was fine at check-in');
  await expect(page.getByRole('button', { name: t('claim.review') })).toHaveCount(0);
});
