import type { BrowserContext, Page } from '@playwright/test';

/**
 * A server-rendered page (issue [8]) shows before it reacts: a click or a key before React has hydrated it is lost,
 * as for a person on a slow phone. The tests act as soon as something shows, so after loading a page (goto,
 * reload) they wait for the app to mark the document live (`ScreenOutlet`); a page the server did not render (no
 * transferred answers), a dev page or a failure page (the configuration error screen included) never waits.
 */
const live = () =>
  document.getElementById('seaway-transferred') === null ||
  document.documentElement.dataset['hydrated'] === 'true' ||
  document.querySelector('#root > main.config-error') !== null;

const waitUntilLive = async (page: Page) => {
  await page.waitForFunction(live, undefined, { timeout: 15_000 }).catch(() => undefined);
};

/** Makes this page's goto and reload wait until the page is live. */
export const waitForHydrationOf = (page: Page): void => {
  const marked = page as Page & { __live?: boolean };
  if (marked.__live) return;
  marked.__live = true;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitUntilLive(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitUntilLive(page);
    return response;
  };
};

/** Every page of the context, now and later, waits to be live after goto and reload. */
export const waitForHydration = (context: BrowserContext): void => {
  for (const page of context.pages()) waitForHydrationOf(page);
  // context.newPage() resolves with a page the 'page' event may not have handed over yet: patch it here too.
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    if (!(page as { __live?: boolean }).__live) waitForHydrationOf(page);
    return page;
  };
};
