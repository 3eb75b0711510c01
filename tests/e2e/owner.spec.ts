import { expect, test, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import { LANGUAGE_NAMES } from '../../src/domain/i18n/languages';
import { texts, type Language, type Texts } from './texts';
import { signInThroughFunnel } from './funnel';

/**
 * The owner's side (issue 10), as the demo owner and the demo tenant live it: a new listing written step by step with
 * a picture and published, then found in search by a visitor; days blocked in the calendar disappear from the
 * availability and the search; one request accepted and another declined, the tenant seeing both outcomes; a check-in
 * and a check-out at the harbour with a damage photo each. Set-ups the pages do not own (a tenant's paid bookings) go
 * through the API; everything the owner does goes through the pages. The English journeys run on the desktop, the
 * French ones on a phone (@mobile). Each test takes its own boats and days: the database is shared by the run.
 */

const TENANT = { email: 'tenant@demo.seaway.test', password: 'Tenant-2026!' };
const OWNER = { email: 'owner@demo.seaway.test', password: 'Owner-2026!', firstName: 'Olivier' };
const DAY_MS = 86_400_000;
const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);
const RENTAL_SEGMENT: Record<Language, string> = { en: 'boat-rental', fr: 'location-bateau' };
const SEARCH_WORD: Record<Language, string> = { en: 'search', fr: 'recherche' };
const LANGUAGES = ['en', 'fr'] as const;
const tag = (language: Language) => (language === 'fr' ? ' @mobile' : '');

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as a pattern where any space matches any space (French texts hold no-break spaces). */
const loose = (text: string) => new RegExp(`^${escapeRe(text).replace(/\s+/g, '\\s+')}$`);

/** A text of the locale files with its placeholders left open, as a pattern (e.g. "Title in …"). */
const OPEN = '\u0000';
const pattern = (t: Texts, key: string, names: readonly string[], anchored = true): RegExp => {
  const text = t(key, Object.fromEntries(names.map((n) => [n, OPEN])));
  // Any space matches any space: accessible names turn French no-break spaces into plain ones.
  const escaped = escapeRe(text).replace(/\s+/g, '\\s+').split(OPEN).join('.+');
  return new RegExp(anchored ? `^${escaped}` : escaped);
};

type Api = Awaited<ReturnType<typeof apiSession>>;

/** An API session of a demo account (cookie + anti-forgery header, like the app). */
const apiSession = async (request: APIRequestContext, account: { email: string; password: string }) => {
  await request.get('/api/v6/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const login = await request.post('/api/v6/auth/login', { data: { email: account.email, password: account.password }, headers: { 'X-XSRF-TOKEN': xsrf } });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { Authorization: `Bearer ${authToken}`, 'X-XSRF-TOKEN': xsrf };
  return {
    get: async <T,>(path: string) => (await (await request.get(path, { headers })).json()) as T,
    post: (path: string, data?: unknown) => request.post(path, { headers, data }),
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
  };
};

interface OwnerBoat {
  readonly id: number;
  readonly title: string;
  readonly type: string;
  readonly length: number;
  readonly city: string;
  readonly instantBooking: boolean;
  /** EUR cents held at the harbour. */
  readonly deposit: number;
  readonly path: { localization: string; boatType: string; boatName: string };
}

interface ProductDetail {
  readonly id?: number;
  readonly title: string;
  readonly type: string;
  readonly length: number;
  readonly localizationName: string;
  readonly instantBooking: boolean;
  readonly deposit: number;
  readonly owner: { firstName: string };
  readonly path: OwnerBoat['path'];
  readonly quote: { available: boolean } | null;
}

/** The demo owner's published boats (the seed gives them every hundredth boat from 8). */
const ownerBoats = async (api: Api): Promise<OwnerBoat[]> => {
  const found: OwnerBoat[] = [];
  for (let id = 8; id < 2100; id += 100) {
    const d = await api.get<ProductDetail>(`/api/v6/products/${id}`);
    if (d.id === id && d.owner.firstName === OWNER.firstName) {
      found.push({ id, title: d.title, type: d.type, length: d.length, city: d.localizationName, instantBooking: d.instantBooking, deposit: d.deposit, path: d.path });
    }
  }
  return found;
};

const productPath = (language: Language, path: OwnerBoat['path']) => `${prefix(language)}/${RENTAL_SEGMENT[language]}/${path.localization}/${path.boatType}/${path.boatName}`;
const searchPath = (language: Language, query: string) => `${prefix(language)}/${RENTAL_SEGMENT[language]}/${SEARCH_WORD[language]}?${query}`;

/** The funnel opened by a page that needs an account: email, then password. */
/** The owner's listings page, signed in through the funnel. */
const openOwnerListings = async (page: Page, language: Language) => {
  await page.goto(`${prefix(language)}/account/listings`);
  await signInThroughFunnel(page, language, OWNER);
  await expect(page.getByRole('link', { name: texts(language, 'listings')('page.newListing'), exact: true }).first()).toBeVisible({ timeout: 20_000 });
};

/** Back to the listings page of an owner already signed in. */
const openOwnerListingsAgain = async (page: Page, language: Language) => {
  await page.goto(`${prefix(language)}/account/listings`);
  await expect(page.getByRole('link', { name: texts(language, 'listings')('page.newListing'), exact: true }).first()).toBeVisible({ timeout: 20_000 });
};

/** Another browser (a visitor, or the tenant), on the same kind of device as the test's. */
const newContext = async (browser: Browser, baseURL: string | undefined, isMobile: boolean) => {
  const options: BrowserContextOptions = { baseURL, ...(isMobile ? { viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true } : {}) };
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
};

/** A real photo-sized JPEG (sharp draws a gradient with a few shapes), as a phone or camera would give. */
const photo = async (width: number, height: number, hue: number): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,75%)"/><stop offset="1" stop-color="hsl(${hue + 20},60%,35%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.7}" rx="${width * 0.3}" ry="${height * 0.08}" fill="#fff"/>
    <polygon points="${width * 0.45},${height * 0.2} ${width * 0.45},${height * 0.62} ${width * 0.7},${height * 0.62}" fill="#f4f4f4"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
};

/** Chooses `file` through the file picker that `trigger` opens (the way a user adds a picture). */
const chooseFile = async (page: Page, trigger: Locator, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const chooser = page.waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
};

const saveAndContinue = async (page: Page, l: Texts) => {
  await page.getByRole('button', { name: l('editor.saveAndContinue'), exact: true }).click();
};

/** The editor's current step, by its title. */
const expectStep = async (page: Page, l: Texts, step: string) => {
  await expect(page.getByRole('heading', { level: 2, name: l(`steps.${step}`), exact: true })).toBeVisible({ timeout: 15_000 });
};

// ---- 1. a new listing ------------------------------------------------------------------------------------------------

/** The new listing's harbour, and its words in each language (what a real owner would write). */
const NEW_LISTING: Record<Language, { harbourInput: string; harbourSlug: string; title: string; description: string; builder: string; model: string }> = {
  en: {
    harbourInput: 'Lympia',
    harbourSlug: 'nice-port-lympia',
    title: 'Riverside houseboat with a sunny deck',
    description: 'A quiet houseboat with a large sunny deck, a galley and two cabins. Ideal for a slow week on the water with family or friends.',
    builder: 'Locaboat',
    model: 'Penichette 1500',
  },
  fr: {
    harbourInput: 'Gouvia',
    harbourSlug: 'corfu-gouvia-marina',
    title: 'Péniche paisible avec un grand pont ensoleillé',
    description: 'Une péniche calme avec un grand pont ensoleillé, une cuisine et deux cabines. Idéale pour une semaine tranquille sur l’eau en famille ou entre amis.',
    builder: 'Locaboat',
    model: 'Pénichette 1500',
  },
};

// ---- 2. the calendar -------------------------------------------------------------------------------------------------

interface SearchResults {
  readonly products: ReadonlyArray<{ id: number }>;
}

/** The narrow search a visitor makes for `boat` on those dates: its city, its type and about its length. */
const boatSearchQuery = (boat: OwnerBoat, startDate: string, endDate: string) =>
  `address=${encodeURIComponent(boat.city).replace(/%20/g, '+')}&startDate=${startDate}&endDate=${endDate}` +
  `&lengthFrom=${Math.max(1, Math.floor(boat.length))}&lengthTo=${Math.ceil(boat.length + 0.01)}&types=${encodeURIComponent(boat.type).replace(/%20/g, '+')}`;

/**
 * One of the demo owner's boats with three free days within the calendar's first two months, that the narrow search
 * lists for them: each project and language takes its own boat (`slot`), so blocking never meets another test's days.
 */
const boatWithFreeDays = async (request: APIRequestContext, boats: readonly OwnerBoat[], slot: number) => {
  for (let i = 0; i < boats.length; i++) {
    const boat = boats[(slot + i) % boats.length]!;
    for (let offset = 6 + (slot % 3) * 4; offset + 2 <= 28; offset += 3) {
      const [startDate, endDate] = [inDays(offset), inDays(offset + 2)];
      const detail = (await (await request.get(`/api/v6/products/${boat.id}?startDate=${startDate}&endDate=${endDate}`)).json()) as ProductDetail;
      if (!detail.quote?.available) continue;
      const found = (await (await request.get(`/api/v6/products?${boatSearchQuery(boat, startDate, endDate)}`)).json()) as SearchResults;
      if (found.products.some((p) => p.id === boat.id)) return { boat, startDate, endDate };
    }
  }
  throw new Error('No demo-owner boat with three free days in the coming four weeks');
};

/** The search's own results (not the place's showcase under them, which ignores the dates). */
const searchResults = (page: Page) => page.locator('article.result-card:not(.seo-section article)');

/** The visitor's search results (or their empty state) once loaded. */
const resultsLoaded = (page: Page, language: Language) => {
  const s = texts(language, 'search');
  const count = new RegExp(['results.boats_one', 'results.boats_other'].map((key) => pattern(s, key, ['formattedCount']).source).join('|'));
  return page.getByRole('status').filter({ hasText: count }).or(page.getByText(s('results.emptyTitle'), { exact: true }));
};

/** The owner selects days in the calendar as their device does it: a drag with a mouse, two taps on a phone. */
const selectDays = async (page: Page, isMobile: boolean, first: Locator, last: Locator) => {
  if (isMobile) {
    await first.tap();
    await last.tap();
    return;
  }
  await first.hover();
  await page.mouse.down();
  await last.hover();
  await page.mouse.up();
};

// ---- 3. requests and 4. the contract: the tenant's bookings, paid through the API ------------------------------------

/**
 * The tenant books `boat` for those days through the API and pays in full with the local provider: a boat without
 * instant booking gives a request waiting for the owner's answer, one with instant booking a paid booking. Answers
 * the booking's id, or null when the boat cannot be booked on those days.
 */
const tenantBooks = async (api: Api, boat: OwnerBoat, startDate: string, endDate: string): Promise<number | null> => {
  const created = await api.post(`/api/v6/products/${boat.id}/booking-request`, { startDate, endDate, numberOfPeople: 2 });
  if (!created.ok()) return null;
  const { hash } = (await created.json()) as { hash: string };
  const payment = await api.post(`/api/v6/checkout/${hash}/payment`);
  if (!payment.ok()) return null;
  const { clientSecret } = (await payment.json()) as { clientSecret: string };
  const confirmed = await api.post('/api/v6/payments/local/confirm', { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  const session = await api.get<{ bookingId: number; status: string }>(`/api/v6/checkout/${hash}`);
  expect(session.status).toBe(boat.instantBooking ? 'paid' : 'awaitingOwner');
  return session.bookingId;
};

/** Bookings of the first of `boats` (from `slot` on) free for `days` days from `offset` days ahead, one per offset. */
const bookingsOnOneBoat = async (api: Api, boats: readonly OwnerBoat[], slot: number, offsets: readonly number[], days: number) => {
  for (let i = 0; i < boats.length; i++) {
    const boat = boats[(slot + i) % boats.length]!;
    const ids: number[] = [];
    for (const offset of offsets) {
      const id = await tenantBooks(api, boat, inDays(offset), inDays(offset + days - 1));
      if (id === null) break;
      ids.push(id);
    }
    if (ids.length === offsets.length) return { boat, bookingIds: ids };
  }
  throw new Error('No demo-owner boat to book on those days');
};

/**
 * One contract at the harbour, filled in by the owner step by step on the page (`direction` in or out): the tenant's
 * identity, the fuel and hours, the equipment, one damage with a photo taken through the file input, the deposit.
 */
const fillContract = async (
  page: Page,
  language: Language,
  direction: 'in' | 'out',
  readings: { fuel: string; hours: string },
  damage: { zone: string; note: string; photo: Buffer },
  deposit: { held: boolean; claim?: string },
) => {
  const e = texts(language, 'econtract');
  const next = page.getByRole('button', { name: e('steps.next'), exact: true });
  await expect(page.getByRole('heading', { level: 1, name: e(`titles.${direction}`), exact: true })).toBeVisible({ timeout: 20_000 });

  await expect(page.getByRole('heading', { level: 2, name: e('identity.title'), exact: true })).toBeVisible({ timeout: 20_000 });
  const fullName = page.getByLabel(e('identity.fullName'), { exact: true });
  if ((await fullName.inputValue()) === '') await fullName.fill('Tessa Tenant');
  const licence = page.getByLabel(new RegExp(`^${escapeRe(e('identity.licence'))}`));
  if ((await licence.inputValue()) === '') await licence.fill('FR-2026-55412');
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: e('readings.title'), exact: true })).toBeVisible();
  await page.getByRole('radio', { name: readings.fuel, exact: true }).click();
  await expect(page.getByRole('radio', { name: readings.fuel, exact: true })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel(e('readings.hours'), { exact: true }).fill(readings.hours);
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: e('equipment.title'), exact: true })).toBeVisible();
  const allPresent = page.getByRole('button', { name: e('equipment.allPresent'), exact: true });
  if (await allPresent.isVisible()) await allPresent.click();
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: e('damages.title'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: e('damages.add'), exact: true }).click();
  const item = page.locator('.econtract-damages > li').last();
  const number = (await item.getByRole('heading', { level: 3 }).textContent())!;
  await item.getByLabel(e('damages.zone'), { exact: true }).selectOption(damage.zone);
  await item.getByLabel(e('damages.note'), { exact: true }).fill(damage.note);
  await item.getByLabel(`${e('damages.takePhoto')} · ${number}`).setInputFiles({ name: `damage-${direction}.jpg`, mimeType: 'image/jpeg', buffer: damage.photo });
  // Sent from the phone to the server: the photo then shows from its stored copy.
  await expect(item.getByRole('img', { name: `${number} · ${e('damages.photos')}` })).toBeVisible({ timeout: 20_000 });
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: e('deposit.title'), exact: true })).toBeVisible();
  await page.getByRole('radio', { name: e(deposit.held ? 'deposit.card' : 'deposit.none'), exact: true }).click();
  if (deposit.claim !== undefined) await page.getByLabel(e('deposit.claim'), { exact: true }).fill(deposit.claim);
  await next.click();

  await expect(page.getByRole('heading', { level: 2, name: e('review.title'), exact: true })).toBeVisible();
  await expect(page.getByText(e('review.ready'), { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: e('review.toConfirm'), exact: true }).click();
};

/** Both confirm on the owner's phone: the owner as the signed-in user, the tenant with their password. */
const confirmByBoth = async (page: Page, language: Language) => {
  const e = texts(language, 'econtract');
  await expect(page.getByRole('heading', { level: 2, name: e('confirm.title'), exact: true })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: pattern(e, 'confirm.asSelf', ['name']) }).click();
  await expect(page.getByText(pattern(e, 'confirm.confirmed', ['name', 'date', 'method']))).toHaveCount(1);
  const tenantParty = page.getByRole('form', { name: pattern(e, 'confirm.otherIntro', ['name']) });
  await tenantParty.getByLabel(pattern(e, 'confirm.password', ['name'])).fill(TENANT.password);
  await tenantParty.getByRole('button', { name: pattern(e, 'confirm.confirmOther', ['name']) }).click();
  await expect(page.getByRole('heading', { level: 2, name: e('signed.title'), exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(e('signed.hash'), { exact: true })).toBeVisible();
  await expect(page.locator('code.econtract-hash')).toHaveText(/^[0-9a-f]{64}$/);
};

test.describe('the owner’s side', () => {
  // A step that cannot be done fails within seconds, not at the end of the whole journey's time.
  test.use({ actionTimeout: 20_000 });

  for (const language of LANGUAGES) {
    test(`${language}: a new listing with a picture is published and found in search by a visitor${tag(language)}`, async ({ page, browser, baseURL, isMobile, request }) => {
      test.skip(language === 'fr' && !isMobile, 'the French journey runs on a phone, the English one on the desktop');
      test.setTimeout(150_000);
      const l = texts(language, 'listings');
      const s = texts(language, 'search');
      const p = texts(language, 'listing-pictures');
      const words = NEW_LISTING[language];
      // Unique per run and project: the visitor looks for this very boat.
      const title = `${words.title} ${isMobile ? 'M' : 'D'}${Date.now() % 100_000}`;
      const harbour = (await (await request.get(`/api/v6/autocomplete/places?input=${encodeURIComponent(words.harbourInput)}&lang=${language}`)).json()) as {
        places: Array<{ kind: string; slug: string; name: string }>;
      };
      const harbourName = harbour.places.find((h) => h.kind === 'harbour' && h.slug === words.harbourSlug)!.name;

      await openOwnerListings(page, language);
      await page.getByRole('link', { name: l('page.newListing'), exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: l('editor.titleNew') })).toBeVisible();

      // Type: a houseboat (a type rare enough near the harbour for the visitor's search to be short).
      await page.getByRole('radio', { name: s('boatTypes.houseboat'), exact: true }).check();
      await page.getByRole('button', { name: l('editor.create'), exact: true }).click();
      await expect(page).toHaveURL(/\/account\/listing\/edit\/\d+/, { timeout: 15_000 });
      const listingId = Number(/\/edit\/(\d+)/.exec(page.url())![1]);

      // Specifications.
      await expectStep(page, l, 'specs');
      await page.getByLabel(l('fields.builderName'), { exact: true }).fill(words.builder);
      await page.getByLabel(l('fields.modelName'), { exact: true }).fill(words.model);
      await page.getByLabel(l('fields.lengthM'), { exact: true }).fill(language === 'en' ? '14.5' : '14,5');
      await page.getByLabel(l('fields.enginePower'), { exact: true }).fill('75');
      await page.getByLabel(l('fields.buildYear'), { exact: true }).fill('2019');
      await page.getByLabel(l('fields.cabins'), { exact: true }).fill('2');
      await page.getByLabel(l('fields.berths'), { exact: true }).fill('5');
      await page.getByLabel(l('fields.capacity'), { exact: true }).fill('6');
      await saveAndContinue(page, l);

      // Equipment.
      await expectStep(page, l, 'equipment');
      for (const name of ['bimini', 'deckShower', 'gps', 'paddle']) await page.getByRole('checkbox', { name: s(`equipment.${name}`), exact: true }).check();
      await saveAndContinue(page, l);

      // Title and description, in the page's language.
      await expectStep(page, l, 'description');
      const languageName = LANGUAGE_NAMES[language];
      await page.getByLabel(l('fields.titleIn', { language: languageName }), { exact: true }).fill(title);
      await page.getByLabel(l('fields.descriptionIn', { language: languageName }), { exact: true }).fill(words.description);
      await saveAndContinue(page, l);

      // Harbour, through the place autocomplete.
      await expectStep(page, l, 'harbour');
      const place = page.getByRole('combobox', { name: s('form.place') });
      await place.fill(words.harbourInput);
      await page.getByRole('option', { name: new RegExp(`^${harbourName}`) }).first().click();
      await expect(page.getByText(harbourName, { exact: true }).first()).toBeVisible();
      await saveAndContinue(page, l);

      // Pictures: a real JPEG through the file picker.
      await expectStep(page, l, 'pictures');
      await chooseFile(page, page.getByRole('button', { name: p('add'), exact: true }), { name: 'deck.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 800, 200) });
      await expect(page.getByRole('img', { name: p('picture.alt', { position: 1, count: 1 }) })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(p('picture.cover'), { exact: true })).toBeVisible();
      await saveAndContinue(page, l);

      // Prices.
      await expectStep(page, l, 'prices');
      await page.getByLabel(l('fields.pricePerDay'), { exact: true }).fill('240');
      await page.getByLabel(l('fields.weeklyDiscount'), { exact: true }).fill('10');
      await page.getByLabel(l('fields.deposit'), { exact: true }).fill('800');
      await expect(page.getByText(l('prices.weekDiscounted'), { exact: true })).toBeVisible();
      await saveAndContinue(page, l);

      // Skipper and extras: without a skipper, one extra.
      await expectStep(page, l, 'options');
      await page.getByRole('radio', { name: s('sailingTypes.withoutCaptain'), exact: true }).check();
      await page.getByRole('button', { name: l('rows.addExtra'), exact: true }).click();
      const extra = page.getByRole('group', { name: l('rows.extra', { number: 1 }) });
      await extra.getByLabel(l('fields.extraName'), { exact: true }).fill(language === 'en' ? 'Bicycles' : 'Vélos');
      await extra.getByLabel(l('fields.extraPrice'), { exact: true }).fill('15');
      await extra.getByLabel(l('fields.extraPriceType'), { exact: true }).selectOption('perDay');
      await page.getByRole('checkbox', { name: l('insurances.cabWeather'), exact: true }).check();
      await saveAndContinue(page, l);

      // Conditions, then save the last step.
      await expectStep(page, l, 'conditions');
      await page.getByRole('radio', { name: pattern(l, 'policies.Moderate.name', []) }).check();
      await page.getByRole('button', { name: l('editor.save'), exact: true }).click();
      await expect(page.getByText(l('publish.ready'), { exact: true })).toBeVisible({ timeout: 15_000 });

      // Publish.
      await page.getByRole('button', { name: l('publish.publish'), exact: true }).click();
      await expect(page.getByText(l('publish.publishedText'), { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: l('publish.view'), exact: true })).toBeVisible();

      // A visitor searches around the harbour (houseboats of about that length) and finds the new boat.
      const visitor = await newContext(browser, baseURL, isMobile);
      try {
        const query = `address=${encodeURIComponent(harbourName).replace(/%20/g, '+')}&lengthFrom=14&lengthTo=15&types=Houseboat`;
        await visitor.page.goto(searchPath(language, query));
        // A card is named by the boat's builder and model; the owner's title is written under it.
        const card = searchResults(visitor.page).filter({ hasText: title });
        await expect(card).toBeVisible({ timeout: 20_000 });
        // The uploaded picture is the card's cover (a decorative image: the card's name says what it is).
        const cover = card.locator('img');
        await expect(cover).toBeVisible();
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
        await card.getByRole('link', { name: `${words.builder} ${words.model}` }).click();
        // The product page: named by builder and model, the owner's title, description and picture.
        await expect(visitor.page).toHaveURL(new RegExp(`/${RENTAL_SEGMENT[language]}/.+-${listingId}$`));
        await expect(visitor.page.getByRole('heading', { level: 1, name: `${words.builder} ${words.model}` })).toBeVisible({ timeout: 15_000 });
        await expect(visitor.page.getByText(title)).toBeVisible();
        await expect(visitor.page.getByText(words.description, { exact: true })).toBeVisible();
        await expect(visitor.page.getByRole('img', { name: pattern(texts(language, 'product'), 'gallery.picture', ['index', 'count', 'title']) })).toBeVisible();
      } finally {
        await visitor.context.close();
      }
    });

    test(`${language}: days blocked in the calendar disappear from the availability and the search${tag(language)}`, async ({ page, browser, baseURL, isMobile, request }) => {

      test.skip(language === 'fr' && !isMobile, 'the French journey runs on a phone, the English one on the desktop');
      test.setTimeout(120_000);
      const c = texts(language, 'listing-calendar');
      const l = texts(language, 'listings');
      const pr = texts(language, 'product');
      const boats = await ownerBoats(await apiSession(request, OWNER));
      const slot = (language === 'fr' ? 1 : 0) + (isMobile ? 2 : 0) + test.info().retry * 4;
      const { boat, startDate, endDate } = await boatWithFreeDays(request, boats, slot);
      const productUrl = `${productPath(language, boat.path)}?startDate=${startDate}&endDate=${endDate}`;
      const inResults = (visitorPage: Page) => searchResults(visitorPage).filter({ has: visitorPage.locator(`a[href="${productPath(language, boat.path)}"], a[href^="${productPath(language, boat.path)}?"]`) });

      // A visitor sees the boat free on those days, and the search lists it.
      const visitor = await newContext(browser, baseURL, isMobile);
      try {
        await visitor.page.goto(productUrl);
        await expect(visitor.page.getByText(pr('booking.available'), { exact: true })).toBeVisible({ timeout: 20_000 });
        await visitor.page.goto(searchPath(language, boatSearchQuery(boat, startDate, endDate)));
        await expect(resultsLoaded(visitor.page, language)).toBeVisible({ timeout: 20_000 });
        await expect(inResults(visitor.page)).toHaveCount(1);

        // The owner opens the boat's calendar from their listings and blocks the three days.
        await openOwnerListings(page, language);
        const listing = page.getByRole('article', { name: boat.title });
        await listing.getByRole('link', { name: l('card.calendar'), exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: c('title'), exact: true })).toBeVisible({ timeout: 20_000 });
        const first = page.locator(`button[data-date="${startDate}"]`);
        const last = page.locator(`button[data-date="${endDate}"]`);
        await expect(first).toHaveAttribute('aria-label', new RegExp(c('state.free')));
        await selectDays(page, isMobile, first, last);
        await expect(page.getByText(pattern(c, 'selection.range', ['dates']))).toBeVisible();
        await page.getByRole('button', { name: c('actions.block'), exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: pattern(c, 'notices.blocked', ['dates']) })).toBeVisible({ timeout: 15_000 });
        for (const day of [first, last]) await expect(day).toHaveAttribute('aria-label', new RegExp(c('state.blocked')));

        // The visitor no longer finds the boat free on those days, nor in the search for them.
        await visitor.page.goto(productUrl);
        await expect(visitor.page.getByText(pr('booking.unavailable'), { exact: true })).toBeVisible({ timeout: 20_000 });
        await visitor.page.goto(searchPath(language, boatSearchQuery(boat, startDate, endDate)));
        await expect(resultsLoaded(visitor.page, language)).toBeVisible({ timeout: 20_000 });
        await expect(inResults(visitor.page)).toHaveCount(0);

        // The owner frees them again: the boat is bookable on those days once more.
        await selectDays(page, isMobile, first, last);
        await page.getByRole('button', { name: c('actions.free'), exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: pattern(c, 'notices.freed', ['dates']) })).toBeVisible({ timeout: 15_000 });
        await expect(first).toHaveAttribute('aria-label', new RegExp(c('state.free')));
        await visitor.page.goto(productUrl);
        await expect(visitor.page.getByText(pr('booking.available'), { exact: true })).toBeVisible({ timeout: 20_000 });
      } finally {
        await visitor.context.close();
      }
    });

    test(`${language}: the owner accepts one request and declines another, and the tenant sees both outcomes${tag(language)}`, async ({ page, browser, baseURL, isMobile, request }) => {

      test.skip(language === 'fr' && !isMobile, 'the French journey runs on a phone, the English one on the desktop');
      test.setTimeout(120_000);
      const a = texts(language, 'account');
      const l = texts(language, 'listings');
      const tenantApi = await apiSession(request, TENANT);
      const boats = (await ownerBoats(tenantApi)).filter((b) => !b.instantBooking);
      // Two requests for the same boat, far enough ahead for every project and retry to have its own days.
      const base = 280 + (language === 'fr' ? 10 : 0) + (isMobile ? 20 : 0) + test.info().retry * 30;
      const { bookingIds } = await bookingsOnOneBoat(tenantApi, boats, 0, [base, base + 4], 3);
      const [accepted, declined] = bookingIds as [number, number];
      const reason = language === 'en' ? 'Sorry, the boat is in the yard for repairs that week.' : 'Désolé, le bateau est au chantier pour des réparations cette semaine-là.';

      // The owner finds both requests on their listings page and answers each on its booking page.
      await openOwnerListings(page, language);
      const requests = page.getByRole('region', { name: l('page.requestsTitle') });
      const requestOf = (id: number) => requests.getByRole('listitem').filter({ has: page.locator(`a[href*="/booking/${id}/"]`) });
      await expect(requestOf(accepted)).toBeVisible();
      await expect(requestOf(declined)).toBeVisible();

      await requestOf(accepted).getByRole('link', { name: l('page.answer'), exact: true }).click();
      const answer = page.getByRole('region', { name: a('request.title') });
      await expect(answer.getByText(pattern(a, 'request.ownerAwaiting', ['name', 'deadline']))).toBeVisible({ timeout: 20_000 });
      await answer.getByRole('button', { name: a('request.accept'), exact: true }).click();
      await expect(answer.getByRole('status').filter({ hasText: a('request.acceptedNotice') })).toBeVisible({ timeout: 15_000 });
      await expect(answer.getByText(a('request.ownerAccepted'), { exact: true })).toBeVisible();
      await expect(answer.getByRole('button', { name: a('request.accept'), exact: true })).toHaveCount(0);

      await openOwnerListingsAgain(page, language);
      await expect(requestOf(accepted)).toHaveCount(0);
      await requestOf(declined).getByRole('link', { name: l('page.answer'), exact: true }).click();
      await expect(answer.getByText(pattern(a, 'request.ownerAwaiting', ['name', 'deadline']))).toBeVisible({ timeout: 20_000 });
      await answer.getByRole('button', { name: a('request.decline'), exact: true }).click();
      const confirm = page.getByRole('dialog', { name: a('request.declineTitle') });
      await confirm.getByLabel(a('request.reasonLabel')).fill(reason);
      await confirm.getByRole('button', { name: a('request.confirmDecline'), exact: true }).click();
      await expect(confirm).toBeHidden({ timeout: 15_000 });
      await expect(answer.getByRole('status').filter({ hasText: pattern(a, 'request.declinedNotice', ['amount']) })).toBeVisible();
      await expect(answer.getByText(pattern(a, 'request.ownerDeclined', ['name']))).toBeVisible();

      // The tenant (their own browser) sees the first booking confirmed and the second declined, with the message.
      const tenant = await newContext(browser, baseURL, isMobile);
      try {
        await tenant.page.goto(`${prefix(language)}/account/bookings`);
        await signInThroughFunnel(tenant.page, language, TENANT);
        const acceptedCard = tenant.page.locator(`[data-booking-id="${accepted}"]`);
        const declinedCard = tenant.page.locator(`[data-booking-id="${declined}"]`);
        await expect(acceptedCard).toBeVisible({ timeout: 20_000 });
        await expect(acceptedCard.getByText(a('status.confirmed'), { exact: true })).toBeVisible();
        await expect(declinedCard.getByText(new RegExp(`^(${escapeRe(a('status.declined'))}|${escapeRe(a('status.refunded'))})$`))).toBeVisible();

        await tenant.page.goto(`${prefix(language)}/booking/${accepted}/detail`);
        await expect(tenant.page.getByText(pattern(a, 'request.accepted', ['amount']))).toBeVisible({ timeout: 20_000 });
        await tenant.page.goto(`${prefix(language)}/booking/${declined}/detail`);
        await expect(tenant.page.getByText(pattern(a, 'request.declined', ['amount']))).toBeVisible({ timeout: 20_000 });
        await expect(tenant.page.getByText(a('request.reason', { reason }))).toBeVisible();
      } finally {
        await tenant.context.close();
      }
    });

    test(`${language}: a check-in and a check-out with a damage photo each, confirmed by both on the owner’s phone${tag(language)}`, async ({ page, request, isMobile }) => {

      test.skip(language === 'fr' && !isMobile, 'the French journey runs on a phone, the English one on the desktop');
      test.setTimeout(150_000);
      const e = texts(language, 'econtract');
      const tenantApi = await apiSession(request, TENANT);
      const boats = (await ownerBoats(tenantApi)).filter((b) => b.instantBooking);
      // A paid booking from tomorrow: the check-in opens the day before. Each project and language takes its own boat.
      const slot = (language === 'fr' ? 1 : 0) + (isMobile ? 2 : 0) + test.info().retry * 4;
      const { boat, bookingIds } = await bookingsOnOneBoat(tenantApi, boats, slot, [1], 2);
      const bookingId = bookingIds[0]!;
      const held = boat.deposit > 0;
      const decimal = (text: string) => (language === 'fr' ? text.replace('.', ',') : text);

      // The owner opens the booking from their upcoming ones, then its check-in.
      await openOwnerListings(page, language);
      const upcoming = page.getByRole('region', { name: texts(language, 'listings')('page.upcomingTitle') });
      await upcoming.getByRole('listitem').filter({ has: page.locator(`a[href*="/booking/${bookingId}/"]`) }).getByRole('link', { name: texts(language, 'listings')('page.open'), exact: true }).click();
      await page.getByRole('navigation', { name: e('links.title') }).getByRole('link', { name: e('links.in'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/econtract/in$`));
      await fillContract(
        page,
        language,
        'in',
        { fuel: e('readings.full'), hours: decimal('1234.5') },
        { zone: 'hull', note: language === 'en' ? 'Scratch on the port side, 20 cm.' : 'Rayure sur bâbord, 20 cm.', photo: await photo(1024, 768, 30) },
        { held },
      );
      await confirmByBoth(page, language);

      // The check-out: less fuel, more hours, a new damage with its photo, part of the deposit kept.
      await page.getByRole('link', { name: e('signed.checkOut'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/econtract/out$`));
      await fillContract(
        page,
        language,
        'out',
        { fuel: e('readings.eighth', { eighth: 5 }), hours: decimal('1241.5') },
        { zone: 'deck', note: language === 'en' ? 'Cracked deck hatch.' : 'Capot de pont fendu.', photo: await photo(1024, 768, 0) },
        // Part of the deposit is kept for the new damage.
        { held, ...(held ? { claim: String(Math.floor(boat.deposit / 200)) } : {}) },
      );
      const differences = page.getByRole('region', { name: e('differences.title') });
      await expect(differences).toBeVisible({ timeout: 20_000 });
      await expect(differences.getByText(loose(e('differences.fuel', { before: 100, after: 63 })))).toBeVisible();
      await expect(differences.getByText(pattern(e, 'differences.hours', ['before', 'after', 'used']))).toBeVisible();
      await expect(differences.getByText(loose(e('differences.newDamages_one', { count: 1 })))).toBeVisible();
      await confirmByBoth(page, language);
      await expect(page.getByRole('region', { name: e('differences.title') })).toBeVisible();
      if (held) await expect(page.getByText(pattern(e, 'signed.claim', ['amount', 'status']))).toBeVisible();
    });
  }
});
