import { expect, test, type Page } from './fixtures';

/** The result count in English ("53 boats") once loaded. */
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ boats?$/ });

/** The same for activities ("12 activities"). */
const activityCount = (page: Page) => page.getByRole('status').filter({ hasText: /\d+ activit(?:y|ies)$/ });

const firstCardTitles = async (page: Page): Promise<string> =>
  (await page.locator('.results-main article h2').allTextContents()).slice(0, 6).join('|');

type MapRegion = ReturnType<Page['getByRole']>;

/** The URL's `bounds` (south,west,north,east): a real box, around Marseille. */
const expectBoxAroundMarseille = (page: Page): void => {
  const bounds = new URL(page.url()).searchParams.get('bounds')!;
  const [south, west, north, east] = bounds.split(',').map(Number) as [number, number, number, number];
  expect(south).toBeLessThan(north);
  expect(west).toBeLessThan(east);
  expect(south).toBeGreaterThan(42);
  expect(north).toBeLessThan(45);
};

/**
 * Opens clusters until single results (price markers) show, selects the first marker and checks its card is the one
 * marked, highlighted and scrolled to; then hovering another marker highlights its card. Answers the first marker.
 */
const selectFirstMarker = async (page: Page, map: MapRegion, { name, titleId }: { name: RegExp; titleId: (id: string | null) => string }) => {
  const markers = map.locator('button.map-marker:not(.map-cluster)');
  for (let attempt = 0; attempt < 4 && (await markers.count()) === 0; attempt += 1) {
    await map.locator('button.map-cluster').first().click();
    await page.waitForTimeout(600);
  }
  const marker = markers.first();
  await expect(marker).toHaveAccessibleName(name);
  await marker.click();
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  const card = page.locator('article[aria-current="true"]');
  await expect(card).toHaveCount(1);
  await expect(card.locator(`#${titleId(await marker.getAttribute('data-product-id'))}`)).toBeVisible();
  await expect(card).toHaveClass(/is-highlighted/);
  await expect(card).toBeInViewport();
  if ((await markers.count()) > 1) {
    const other = markers.nth(1);
    await other.hover();
    await expect(other).toHaveClass(/is-hovered/);
    await expect(page.locator('article', { has: page.locator(`#${titleId(await other.getAttribute('data-product-id'))}`) })).toHaveClass(/is-highlighted/);
  }
  return { marker, card };
};

test.describe('results map', () => {
  test('desktop: a marker selects its card, and the map moves the search', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/boat-rental/search?address=Marseille');
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(countText(page)).toBeVisible();

    // Clusters open until single boats (price markers) show; a marker selects its card, another's hover highlights its own.
    await selectFirstMarker(page, map, { name: /per day/, titleId: (id) => `product-${id}-title` });

    // Search as I move the map: the visible box becomes the area, in the URL, and the results follow.
    const before = await firstCardTitles(page);
    const beforeCount = await countText(page).textContent();
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).check();
    // Closer in: a smaller box, fewer boats than around the whole city.
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await page.waitForTimeout(400);
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(page).toHaveURL(/[?&]bounds=-?\d/);
    await expect
      .poll(async () => `${await countText(page).textContent()}#${await firstCardTitles(page)}`)
      .not.toBe(`${beforeCount}#${before}`);
    expectBoxAroundMarseille(page);

    // A shared link keeps the view: the same box, the same results (once both zoom steps have landed).
    await expect.poll(async () => {
      const url = page.url();
      await page.waitForTimeout(800);
      return url === page.url() && (await page.locator('.results-grid[aria-busy="false"]').count()) > 0;
    }).toBe(true);
    const shared = page.url();
    const sharedCount = await countText(page).textContent();
    await page.goto(shared);
    await expect(page).toHaveURL(shared);
    await expect(countText(page)).toHaveText(sharedCount!);
  });

  test('desktop: activities too, with their price per person', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/experiences/search?address=Marseille');
    const count = activityCount(page);
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(count).toBeVisible();

    const clusters = map.locator('button.map-cluster');
    if ((await clusters.count()) > 0) await expect(clusters.first()).toHaveAccessibleName(/activities/);
    const { marker, card } = await selectFirstMarker(page, map, { name: /, €[\d,.]+ per person$/, titleId: (id) => `activity-${id}-title` });
    // The marker's price is the card's.
    const price = (await marker.locator('[aria-hidden="true"]').textContent())!;
    await expect(card).toContainText(price);

    // Hovering a card lights its marker.
    await page.mouse.move(0, 0);
    await card.hover();
    await expect(marker).toHaveClass(/is-hovered/);

    // Search as I move the map: the box goes into the URL, the activity search follows.
    const before = `${await count.textContent()}#${await firstCardTitles(page)}`;
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).check();
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await page.waitForTimeout(400);
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect(page).toHaveURL(/\/experiences\/search\?(?:.*&)?bounds=-?\d/);
    await expect.poll(async () => `${await count.textContent()}#${await firstCardTitles(page)}`).not.toBe(before);
    expectBoxAroundMarseille(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Boat activities in Marseille' })).toBeVisible();

    // The shared link: the same box, the same activities.
    await expect.poll(async () => {
      const url = page.url();
      await page.waitForTimeout(800);
      return url === page.url() && (await page.locator('[aria-busy="true"]').count()) === 0;
    }).toBe(true);
    const shared = page.url();
    const sharedCount = await count.textContent();
    await page.goto(shared);
    await expect(page).toHaveURL(shared);
    await expect(count).toHaveText(sharedCount!);
  });

  test('phone: the Map toggle shows the map @mobile', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'on a wide screen the map is always beside the results');
    await page.goto('/boat-rental/search?address=Marseille');
    await expect(countText(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the results' });
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.locator('button.map-marker').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-expanded', 'true');

    // The activity search has the same toggle.
    await page.goto('/experiences/search?address=Marseille');
    await expect(activityCount(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of the results' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(map.locator('canvas')).toBeVisible();
    await expect(map.locator('button.map-marker').first()).toBeVisible();
  });
});
