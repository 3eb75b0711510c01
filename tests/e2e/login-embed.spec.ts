import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughFunnel } from './funnel';
import { texts, type Language } from './texts';

/**
 * The partial page (issue [12]): a plain page that is not ours (`/dev/login-embed`, development and tests only)
 * embeds the sign-in funnel. Its own content and styles must stay as they were; it opens the funnel with an origin
 * and hears the outcome as DOM events.
 */
const hostPage = async (page: Page, language: Language) => {
  await page.goto(`/dev/login-embed${language === 'fr' ? '?lang=fr' : ''}`);
  await expect(page.locator('body')).toHaveAttribute('data-seaway-ready', 'true');
};

/** What the page is made of, our funnel's element apart: its texts, its styles, its head. */
const hostState = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    heading: document.getElementById('host-title')?.textContent,
    content: document.getElementById('host-content')?.textContent,
    headingColor: getComputedStyle(document.getElementById('host-title')!).color,
    bodyFont: getComputedStyle(document.body).fontFamily,
    stylesheets: document.styleSheets.length,
    // Module preload hints for the funnel's own chunks are the only thing we add to the page's head (they change nothing).
    headElements: [...document.head.children].filter((e) => !(e instanceof HTMLLinkElement && e.rel === 'modulepreload')).length,
  }));

const events = (page: Page) => page.locator('#events li');

for (const language of ['en', 'fr'] as const) {
  test(`${language}: the partner page opens the funnel with the favorite origin, the demo tenant signs in, and the page hears it${language === 'fr' ? ' @mobile' : ''}`, async ({ page, isMobile }) => {
    test.skip(language === 'fr' ? !isMobile : isMobile, 'English on the desktop, French on a phone');
    const t = texts(language, 'auth');
    await hostPage(page, language);
    const before = await hostState(page);

    await page.locator('#open-favorite').click();
    // The funnel speaks the page's language, inside the element's shadow root (Playwright's locators go through it).
    await expect(page.getByRole('dialog', { name: t('funnel.loginOrRegister.title') })).toBeVisible();
    await signInThroughFunnel(page, language);
    await expect(events(page)).toHaveCount(1);
    await expect(events(page).first()).toHaveAttribute('data-status', 'success');
    expect(JSON.parse((await events(page).first().textContent()) ?? '')).toEqual({ status: 'success', firstName: 'Tessa' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await hostState(page)).toEqual(before);

    // The same session as on our own pages: the site's header greets the tenant.
    await page.goto(language === 'fr' ? '/fr/' : '/');
    await expect(page.getByRole('banner').getByRole('button', { name: /Tessa/ })).toBeVisible();
  });
}

test('closing the funnel tells the page it was aborted, and the page is as it was', async ({ page }) => {
  const t = texts('en', 'auth');
  await hostPage(page, 'en');
  const before = await hostState(page);
  await page.locator('#open-header').click();
  const dialog = page.getByRole('dialog', { name: t('funnel.loginOrRegister.title') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(events(page)).toHaveCount(1);
  expect(JSON.parse((await events(page).first().textContent()) ?? '')).toEqual({ status: 'aborted' });
  expect(await hostState(page)).toEqual(before);
  // The API answers a request it cannot take with a reason, without opening anything.
  const refused = await page.evaluate(() => window.Seaway?.openLogin({ origin: 'nowhere' }));
  expect(refused).toMatchObject({ status: 'refused' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
