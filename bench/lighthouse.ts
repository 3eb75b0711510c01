/**
 * Lighthouse on the public pages (issue [8]; GUIDE.md section 4: performance ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.02,
 * accessibility, SEO and best practices 100), with Lighthouse's default settings: the mobile form factor and its
 * simulated throttling (slow 4G, 4× CPU slowdown). Debian's Chromium (CHROME_PATH, else /usr/bin/chromium), one run per
 * page unless LIGHTHOUSE_RUNS asks for more (the median run by performance is kept). The pages are real ones of the demo
 * data, found through the API of the server under test. Figures only; never fails on a score.
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { activityRouteOf } from '../src/application/activity/activity-route';
import { RENTAL_SEGMENT } from '../src/domain/i18n/languages';
import { formatRoute } from '../src/domain/routing/route';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';

export interface LighthousePage {
  readonly page: string;
  readonly path: string;
  readonly performance: number | null;
  readonly lcpMs: number | null;
  readonly fcpMs: number | null;
  readonly cls: number | null;
  readonly tbtMs: number | null;
  readonly accessibility: number | null;
  readonly seo: number | null;
  readonly bestPractices: number | null;
}

interface ProductsAnswer {
  products: { path: { localization: string; boatType: string; boatName: string } }[];
  localization: { slug: string } | null;
}
interface ActivitiesAnswer {
  activities: { id: number; placeSlug: string; slug: string }[];
}

/** A fetch tried twice: after a long synchronous measurement, a kept-alive connection may have been closed by the server. */
const fetchAgain = (url: string, init?: RequestInit): Promise<Response> => fetch(url, init).catch(() => fetch(url, init));

const getJson = async <T>(url: string): Promise<T> => {
  const response = await fetchAgain(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
};

/** Home, the search for Marseille, Marseille's landing, its first boat's page and the first activity's page. */
export const publicPages = async (baseUrl: string): Promise<{ page: string; path: string }[]> => {
  const boats = await getJson<ProductsAnswer>(`${baseUrl}/api/v6/products?address=Marseille`);
  const activities = await getJson<ActivitiesAnswer>(`${baseUrl}/api/v6/activities?address=Marseille`);
  const boat = boats.products[0];
  const activity = activities.activities[0];
  const place = boats.localization?.slug ?? boat?.path.localization;
  if (!boat || !activity || !place) throw new Error('the demo data has no boat or activity around Marseille');
  const landing = `/${RENTAL_SEGMENT.en}/${place}`;
  await getJson(`${baseUrl}/api/v6/landing?customization=${encodeURIComponent(landing.slice(1))}`);
  return [
    { page: 'home', path: '/' },
    { page: 'search', path: `/${RENTAL_SEGMENT.en}/search?address=Marseille` },
    { page: 'landing', path: landing },
    { page: 'product', path: formatRoute({ screen: 'product', seoPrefix: RENTAL_SEGMENT.en, ...boat.path }, 'en') },
    { page: 'activity', path: formatRoute(activityRouteOf(activity), 'en') },
  ];
};

const score = (value: number | null | undefined): number | null => (typeof value === 'number' ? Math.round(value * 100) : null);
const numeric = (value: number | undefined, digits = 0): number | null => (typeof value === 'number' ? Number(value.toFixed(digits)) : null);

/** One Lighthouse run; a run that failed to record the page (a trace error, which the next run rarely repeats) is run again, twice at most. */
const audit = async (url: string, port: number) => {
  for (let attempt = 1; ; attempt++) {
    const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!outcome) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = outcome.lhr.runtimeError;
    if (!error || attempt === 3) {
      if (error) console.warn(`Lighthouse on ${url}: ${error.code} ${error.message}`);
      return outcome;
    }
    console.warn(`Lighthouse on ${url}: ${error.code}; running it again`);
  }
};

const median = <T>(runs: T[], key: (run: T) => number): T => [...runs].sort((a, b) => key(a) - key(b))[Math.floor(runs.length / 2)]!;

export const benchLighthouse = async (baseUrl: string, options: { runs?: number } = {}) => {
  const runs = Math.max(1, options.runs ?? 1);
  const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
  const pages = await publicPages(baseUrl);
  // Warm the server (first reads, caches) so the first page measured is not penalised; the pictures too: the demo's
  // are drawn by sharp at their first request, where real photos are files a CDN serves at once.
  for (const { path } of pages) {
    const html = await fetchAgain(`${baseUrl}${path}`).then((r) => r.text());
    for (const picture of new Set(html.match(/\/media\/[^"' ,]+\.webp/g) ?? [])) await fetchAgain(`${baseUrl}${picture}`).then((r) => r.arrayBuffer());
  }

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS] });
  const results: LighthousePage[] = [];
  let lighthouseVersion = '';
  let userAgent = '';
  let settings: { formFactor?: string; throttlingMethod?: string } = {};
  try {
    for (const { page, path } of pages) {
      const measured: LighthousePage[] = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await audit(`${baseUrl}${path}`, chrome.port);
        lighthouseVersion = lhr.lighthouseVersion;
        userAgent = lhr.environment.hostUserAgent;
        settings = { formFactor: lhr.configSettings.formFactor, throttlingMethod: lhr.configSettings.throttlingMethod };
        measured.push({
          page,
          path,
          performance: score(lhr.categories.performance?.score),
          lcpMs: numeric(lhr.audits['largest-contentful-paint']?.numericValue),
          fcpMs: numeric(lhr.audits['first-contentful-paint']?.numericValue),
          cls: numeric(lhr.audits['cumulative-layout-shift']?.numericValue, 3),
          tbtMs: numeric(lhr.audits['total-blocking-time']?.numericValue),
          accessibility: score(lhr.categories.accessibility?.score),
          seo: score(lhr.categories.seo?.score),
          bestPractices: score(lhr.categories['best-practices']?.score),
        });
      }
      const kept = median(measured, (m) => m.performance ?? -1);
      results.push(kept);
      console.log(
        `lighthouse ${page.padEnd(8)} perf ${kept.performance} · LCP ${kept.lcpMs} ms · FCP ${kept.fcpMs} ms · CLS ${kept.cls} · TBT ${kept.tbtMs} ms · a11y ${kept.accessibility} · SEO ${kept.seo} · best practices ${kept.bestPractices}  (${path})`,
      );
    }
  } finally {
    await chrome.kill();
  }
  let build = 'unknown';
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // The results file this run is writing does not make the build another one.
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results.json'], { encoding: 'utf8' }).trim() !== '';
    build = `${commit}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    build,
    lighthouseVersion,
    browser: userAgent,
    formFactor: settings.formFactor,
    throttlingMethod: settings.throttlingMethod,
    runsPerPage: runs,
    budgets: { performance: 95, lcpMs: 2000, cls: 0.02, tbtMs: 100, accessibility: 100, seo: 100, bestPractices: 100 },
    pages: results,
  };
};
