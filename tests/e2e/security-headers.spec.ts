import { expect, test, type Page } from './fixtures';

/**
 * Issue [11]: the app works under its Content-Security-Policy. Every violation the browser reports (console and
 * securitypolicyviolation events) while going through the main screens fails the test.
 */
const watchViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
};

test.describe('content security policy', () => {
  test('home, search, a product and the sign-in funnel run without a violation @mobile', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await expect(page.getByRole('heading', { level: 1, name: 'Your next day at sea starts here' })).toBeVisible();

    await page.goto('/boat-rental/search?address=Marseille');
    const first = page.locator('.result-card .card-title a').first();
    await expect(first).toBeVisible();
    // The search has settled (no late answer re-renders the list under the click).
    await page.waitForLoadState('networkidle');
    const title = (await first.textContent()) ?? '';
    const href = new URL((await first.getAttribute('href')) ?? '', 'http://x').pathname;
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign in' }).click();
    const funnel = page.getByRole('dialog', { name: 'Sign in or create an account' });
    await expect(funnel.getByLabel('Email address', { exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the dev outbox page keeps its inline style through the nonce', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/dev/sms-outbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Development outbox' })).toBeVisible();
    // body{margin:1.5rem} comes from the page's only <style>: applied means allowed.
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('24px');
    expect(violations).toEqual([]);
  });
});
