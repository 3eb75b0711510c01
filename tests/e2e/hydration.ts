import type { BrowserContext, Page } from '@playwright/test';

/**
 * A server-rendered page (issue [8]) shows before it reacts: a click or a key before React has hydrated it is lost,
 * as for a person on a slow phone. The tests act as soon as something shows, so after loading a page (goto,
 * reload) they wait for the app to mark the document live (`ScreenOutlet`); a page the server did not render (no
 * transferred answers), a dev page or a failure page never waits.
 */
const live = () => document.getElementById('seaway-transferred') === null || document.documentElement.dataset['hydrated'] === 'true';

const waitUntilLive = async (page: Page) => {
  await page.waitForFunction(live, undefined, { timeout: 15_000 }).catch(() => undefined);
};

const patch = (page: Page) => {
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
  for (const page of context.pages()) patch(page);
  context.on('page', patch);
};
