import { expect, test } from './fixtures';

test.describe('foundation', () => {
  test('home page in the default language @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your next day at sea starts here' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/Seaway/);
  });

  test('home page in French sets the language, title and description', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre prochaine journée en mer commence ici' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/Location de bateaux/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /bateau/);
  });

  test('a German search route resolves in German', async ({ page }) => {
    await page.goto('/de/boot-mieten/suche');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Boot mieten' }).first()).toBeVisible();
  });

  test('the not-found page', async ({ page }) => {
    await page.goto('/es/not-found');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: /Volver/ }).click();
    await expect(page).toHaveURL(/\/es$/);
  });

  test('a back-office route asks a visitor to sign in with a staff account', async ({ page }) => {
    await page.goto('/boat/edit/1234');
    await expect(page.getByText('Sign in with your staff account to open the back office.')).toBeVisible();
  });

  test('the skip link reads its text in the page language, never its key', async ({ page }) => {
    await page.goto('/fr/');
    await expect(page.locator('.skip-link')).toHaveText('Aller au contenu');
    await page.goto('/');
    await expect(page.locator('.skip-link')).toHaveText('Skip to content');
  });

  test('switching language keeps the current screen', async ({ page }) => {
    await page.goto('/fr/location-bateau/recherche?page=2');
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('it');
    await expect(page).toHaveURL(/\/it\/noleggio-barche\/ricerca\?page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
  });

  test('switching currency loads it from the API and remembers it', async ({ page }) => {
    await page.goto('/');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    const response = page.waitForResponse((r) => r.url().includes('/api/v6/currencies/GBP') && r.url().includes('_locale=en'));
    await currency.selectOption('GBP');
    expect((await response).status()).toBe(200);
    await expect(currency).toHaveValue('GBP');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
  });
});

test.describe('modals', () => {
  // Sizes are measured without the opening animation.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('centred modal: opens, traps focus, closes with Escape and restores focus @mobile', async ({ page, isMobile }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'How it works' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'How it works' });
    await expect(dialog).toBeVisible();
    const panel = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (isMobile) expect(Math.round(panel?.width ?? 0)).toBe(viewport?.width);
    else expect(Math.round(panel?.width ?? 0)).toBe(560);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('right drawer: the menu opens from the right and closes with its button @mobile', async ({ page, isMobile }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!isMobile) {
      expect(Math.round(box?.width ?? 0)).toBe(530);
      expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(viewport?.width);
    }
    await expect(dialog.getByRole('link', { name: 'Rent a boat' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('bottom sheet: opens from the bottom and closes on the backdrop @mobile', async ({ page, isMobile }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Need help?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need help?' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
    if (isMobile) {
      await page.keyboard.press('Escape');
    } else {
      await page.mouse.click(10, 10);
    }
    await expect(dialog).toBeHidden();
  });

  test('popover and tooltip', async ({ page }) => {
    await page.goto('/');
    const popoverTrigger = page.getByRole('button', { name: 'Cancellation policies' });
    await popoverTrigger.click();
    const popover = page.getByRole('dialog', { name: 'Cancellation policies' });
    await expect(popover).toBeVisible();
    await popover.click();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await popoverTrigger.click();
    await expect(popover).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(popover).toBeHidden();

    const info = page.getByRole('button', { name: 'What is a skipper?' });
    await info.hover();
    await expect(page.getByRole('tooltip')).toHaveText('A skipper is a professional who sails the boat for you.');
    await page.mouse.move(5, 700);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await info.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toBeHidden();
  });
});

test('a broken configuration shows a clear error screen, not a blank page', async ({ page }) => {
  await page.route('**/fr/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"defaultLanguage":"en"/, '"defaultLanguage":"xx"');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/fr/');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seaway cannot start' })).toBeVisible();
});
