/**
 * The browser tests' `test` and `expect` (issue [8]): every test audits with axe the pages it visits, in every browser
 * context it opens, and fails at its end with the list of violations, whatever their impact.
 *
 * When: each time a page of ours settles into a new state while the test runs (after a load, a client-side route
 * change, a dialog opening, results arriving…), in the background; and at the end of the test, on the state each open
 * page was left in. Settled means loaded, something drawn in #root, nothing marked `aria-busy`, and no change to the
 * DOM nor finite animation for a moment: loading skeletons and half-open modals are not audited, what the visitor is
 * left to read is. A run during which the DOM changed is thrown away.
 *
 * Cost (the suite may not get more than a minute slower): a state already covered is not audited again. Covered means
 * that in this worker some clean audit had the same outline (title, language, headings, landmarks, dialogs and top
 * blocks in order) and every one of its elements, each known by its path of tags, roles, classes and ARIA states
 * (words, numbers and ids folded): another search's results or another boat's page are covered by the first. A known
 * outline with a few new elements (a card with another badge, an error under a field) has only those parts audited.
 * A state that had violations covers nothing, so every state that shows them fails its test.
 *
 * How: axe-core's engine (the one @axe-core/playwright ships, minified) is injected once per document and run on that
 * frame's document, with the WCAG 2.0/2.1 A and AA rules and axe's best practices. AxeBuilder itself is not used: it
 * injects the engine again on every call and, outside its legacy mode, opens a blank page in the test's context.
 *
 * Not audited: development tools (`/dev/*`: the SMS outbox, the host-app simulator), though the app inside the
 * simulator's frame is; frames of other origins (payment providers'), which we do not own. Nothing of ours is excluded.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Browser, type BrowserContext, type Frame, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { waitForHydration, waitForHydrationOf } from './hydration';

export { expect };
export type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Frame, Locator, Page, Request } from '@playwright/test';

/** The engine, minified: half the size of `axe.source` to send and parse in every document audited. */
const AXE_SOURCE = readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');
/** The bar issue [8] sets: WCAG 2.0 and 2.1 at levels A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** A page has settled when its DOM has not changed, nor a finite animation run, for this long. */
const QUIET_MS = 150;
/** Each wait in the page is this short, so that the test's end never waits on one. */
const WAIT_MS = 500;
/** How long the end-of-test audit waits for a page to settle before auditing it as it is. */
const FINAL_SETTLE_MS = 2_000;
/** Runs thrown away because the DOM changed under them before a frame is left to the end-of-test audit. */
const DISCARDED_RUNS = 3;

interface AxeViolation {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}
interface Finding extends AxeViolation {
  readonly url: string;
}

/** What this worker's clean audits covered, by viewport: their outlines and the paths of all their elements. */
const covered = new Map<string, { outlines: Set<string>; paths: Set<string> }>();

/** A state as the coverage knows it: its outline, and the path of each of its elements. */
interface Structure {
  readonly outline: string;
  readonly paths: readonly string[];
}

/**
 * What each document of ours carries once audited: a count of its DOM's changes, whether it is still loading, its
 * structure (with the elements to audit when only some paths are new), and the test's end, which stops the
 * background waits at once (`stopped`, and `wake` for the one in progress).
 */
interface Probe {
  changes: number;
  /** When the DOM last changed (performance.now()). */
  changedAt: number;
  busy: () => boolean;
  structure: (newPaths?: ReadonlySet<string>) => Structure & { readonly roots: Element[] };
  stopped: boolean;
  wake?: () => void;
}

/** Runs in the page: installs the probe (once per document) and says how many changes its DOM has had. */
const probeInPage = (): number => {
  const page = window as unknown as { __seawayAxeProbe?: Probe };
  if (page.__seawayAxeProbe) return page.__seawayAxeProbe.changes;
  // An empty #root: the app has not drawn its first screen yet; aria-busy: loading skeletons, results on their way;
  // a dialog not fully opaque: opening or closing (a closing modal waits, faded out, for its timer to remove it).
  const fading = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].some((dialog) => getComputedStyle(dialog).opacity !== '1');
  const hash = (text: string): string => {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (h2 >>> 0).toString(36) + (h1 >>> 0).toString(36);
  };
  const skipped = new Set(['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE']);
  const ignored = new Set(['style', 'value']);
  const presence = new Set([
    ...['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder', 'label'],
    ...['content', 'href', 'hreflang', 'src', 'srcset', 'sizes', 'action', 'datetime', 'lang'],
    ...['id', 'for', 'name', 'list', 'headers', 'aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-activedescendant', 'aria-owns', 'aria-details', 'aria-errormessage'],
  ]);
  const landmarkTags = new Set(['MAIN', 'NAV', 'HEADER', 'FOOTER', 'ASIDE', 'SECTION', 'FORM', 'DIALOG']);
  const landmarkRoles = new Set(['banner', 'main', 'navigation', 'contentinfo', 'complementary', 'search', 'form', 'region', 'dialog', 'alertdialog', 'heading']);
  /**
   * Each element is described by its tag, its attributes' names, the values of those that change what axe sees (role,
   * class, type, ARIA states…, digits folded; words, addresses and generated ids only by whether they are empty) and
   * whether it holds text of its own; its path is its ancestors' descriptions and its own. The outline is what the
   * whole-page rules read: the title and language, the headings, landmarks and dialogs in order (repeats folded), and
   * the blocks at the top of the body and of #root (content outside landmarks). With `newPaths`, the roots are the
   * parents of the topmost elements whose path is new: what an audit of the new parts covers (a list and its items).
   */
  const structure = (newPaths?: ReadonlySet<string>) => {
    const paths = new Set<string>();
    const roots = new Set<Element>();
    const outline = [`title:${document.title.trim() !== ''} lang:${document.documentElement.lang !== ''}`];
    const walk = (element: Element, parentPath: string, parentIsNew: boolean) => {
      let own = element.tagName;
      for (const { name, value } of [...element.attributes].sort((x, y) => x.name.localeCompare(y.name))) {
        if (name.startsWith('data-') || ignored.has(name)) continue;
        own += ` ${name}${presence.has(name) ? (value.trim() === '' ? '=' : '') : `=${value.replace(/\d+/g, '0')}`}`;
      }
      if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '')) own += ' #text';
      const path = hash(`${parentPath}>${own}`);
      paths.add(path);
      const isNew = newPaths?.has(path) ?? false;
      if (isNew && !parentIsNew) roots.add(element.parentElement ?? element);
      const role = element.getAttribute('role');
      const parent = element.parentElement;
      const topBlock = parent === document.body || parent?.id === 'root';
      const mark =
        /^H[1-6]$/.test(element.tagName) || landmarkTags.has(element.tagName) || landmarkRoles.has(role ?? '') || topBlock
          ? `${element.tagName}${role === null ? '' : `:${role}`}${topBlock ? `.${element.classList[0] ?? ''}` : ''}`
          : null;
      if (mark !== null && outline.at(-1) !== mark) outline.push(mark);
      for (const child of element.children) if (!skipped.has(child.tagName)) walk(child, path, isNew);
    };
    walk(document.documentElement, '', false);
    return { outline: outline.join(' '), paths: [...paths], roots: [...roots] };
  };
  const probe: Probe = {
    changes: 0,
    changedAt: performance.now(),
    stopped: false,
    busy: () => document.readyState !== 'complete' || document.querySelector('[aria-busy="true"], #root:empty') !== null || fading(),
    structure,
  };
  new MutationObserver(() => {
    probe.changes++;
    probe.changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  page.__seawayAxeProbe = probe;
  return probe.changes;
};

/** Runs in the page: the test has ended, background waits stop (the end-of-test audit's own waits go on). */
const stopInPage = () => {
  const probe = (window as unknown as { __seawayAxeProbe?: Probe }).__seawayAxeProbe;
  if (!probe) return;
  probe.stopped = true;
  probe.wake?.();
};

/** Runs in the page: waits until it has settled, for at most `maxMs` (a background wait ends when the test does). */
const settleInPage = async ({ quietMs, maxMs, final }: { quietMs: number; maxMs: number; final: boolean }): Promise<boolean> => {
  const probe = (window as unknown as { __seawayAxeProbe: Probe }).__seawayAxeProbe;
  const start = performance.now();
  // A page quiet for a while already (the test waited on it) has settled at once.
  let last = probe.changedAt;
  while (performance.now() - start < maxMs && (final || !probe.stopped)) {
    // Opening and closing animations change contrast while they run; endless ones (skeletons) are caught by aria-busy.
    const animating = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    if (animating || probe.busy()) last = performance.now();
    if (performance.now() - Math.max(last, probe.changedAt) >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return false;
};

/** Runs in the page: resolves true at the DOM's next change, false after `maxMs` without one or at the test's end. */
const changeInPage = (maxMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = (window as unknown as { __seawayAxeProbe: Probe }).__seawayAxeProbe;
    const observer = new MutationObserver(() => done(true));
    const timer = setTimeout(() => done(false), maxMs);
    const done = (changed: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      probe.wake = undefined;
      resolve(changed);
    };
    if (probe.stopped) return done(false);
    probe.wake = () => done(false);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });

/** Runs in the page: its structure and change count, unless it is still loading. */
const structureInPage = (): (Structure & { changes: number }) | null => {
  const probe = (window as unknown as { __seawayAxeProbe: Probe }).__seawayAxeProbe;
  if (probe.busy()) return null;
  const { outline, paths } = probe.structure();
  return { outline, paths, changes: probe.changes };
};

/**
 * Runs in the page: axe on the whole document, or with `newPaths` on the parts of it they are in (the page-wide rules
 * left out: the outline is known), unless the DOM changed since `changes` (its structure) or while axe ran.
 */
const runAxeInPage = async ({ tags, changes, newPaths }: { tags: string[]; changes: number; newPaths: string[] | null }): Promise<{ changed: boolean; violations: AxeViolation[] }> => {
  const probe = (window as unknown as { __seawayAxeProbe: Probe }).__seawayAxeProbe;
  if (probe.changes !== changes) return { changed: true, violations: [] };
  const engine = (window as unknown as { axe: typeof axe }).axe;
  const roots = newPaths === null ? [] : probe.structure(new Set(newPaths)).roots;
  const context = newPaths === null || roots.some((root) => root === document.documentElement || root === document.body) ? document : { include: roots };
  const results = await engine.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false });
  // The probe counts in a microtask after each change: all of them are counted once axe's promise has settled.
  return {
    changed: probe.changes !== changes,
    violations: results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((node) => node.target.map(String).join(' >>> ')),
    })),
  };
};

const isDevTool = (url: URL) => url.pathname.startsWith('/dev/');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = 'audited' | 'unsettled' | 'changed';
interface FrameState {
  /** Changed since its last audit. */
  stale: boolean;
  discarded: number;
  /** The document's change count when its state was last audited (or found covered). */
  auditedAt?: number;
  loop: Promise<void>;
}

class AxeAudit {
  private readonly watched = new Map<Frame, FrameState>();
  private readonly contexts = new Set<BrowserContext>();
  private readonly findings = new Map<string, Finding>();
  private readonly unaudited = new Set<string>();
  private finished = false;

  constructor(private readonly origin: string) {}

  watchContext(context: BrowserContext) {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    const watchPage = (page: Page) => {
      page.frames().forEach((frame) => this.watch(frame));
      page.on('frameattached', (frame) => this.watch(frame));
      page.on('framenavigated', (frame) => this.watch(frame));
    };
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  }

  /** Our own documents: a page's main frame, or the app framed by a development tool (the host-app simulator). */
  private audited(frame: Frame): boolean {
    const url = URL.parse(frame.url());
    if (url?.origin !== this.origin || isDevTool(url)) return false;
    const parent = frame.parentFrame();
    const parentUrl = parent && URL.parse(parent.url());
    return parent === null || (parentUrl !== null && isDevTool(parentUrl));
  }

  /** One loop per frame for its life: audit the state once settled, then wait for the next change. */
  private watch(frame: Frame) {
    const known = this.watched.get(frame);
    if (known) {
      known.stale = true;
      known.discarded = 0;
      known.auditedAt = undefined;
      return;
    }
    const state: FrameState = { stale: true, discarded: 0, loop: Promise.resolve() };
    this.watched.set(frame, state);
    state.loop = (async () => {
      while (!this.finished && !frame.isDetached() && !frame.page().isClosed()) {
        try {
          if (!this.audited(frame) || state.discarded >= DISCARDED_RUNS) await sleep(100);
          else if (!state.stale) state.stale = await frame.evaluate(changeInPage, WAIT_MS);
          else {
            const outcome = await this.audit(frame, state, WAIT_MS);
            if (outcome === 'audited') state.stale = false;
            if (outcome === 'changed') state.discarded++;
          }
        } catch {
          // The frame navigated (its document went) or closed: the loop goes on with the next document, or ends.
          state.stale = true;
          await sleep(50);
        }
      }
    })();
  }

  /** Audits the frame's state once it settles within `settleMs`, unless it is covered already. */
  private async audit(frame: Frame, state: FrameState, settleMs: number): Promise<Outcome> {
    await frame.evaluate(probeInPage);
    const final = settleMs > WAIT_MS;
    const settled = await frame.evaluate(settleInPage, { quietMs: QUIET_MS, maxMs: settleMs, final });
    if (!settled && !final) return 'unsettled';
    const viewport = frame.page().viewportSize();
    const size = `${viewport?.width}x${viewport?.height}`;
    const cover = covered.get(size) ?? { outlines: new Set<string>(), paths: new Set<string>() };
    covered.set(size, cover);
    const structure = await frame.evaluate(structureInPage);
    if (structure === null) return 'unsettled';
    const { outline, paths, changes } = structure;
    const newPaths = paths.filter((path) => !cover.paths.has(path));
    const knownOutline = cover.outlines.has(outline);
    if (knownOutline && newPaths.length === 0) {
      state.auditedAt = changes;
      return 'audited';
    }
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
    // A known outline with some new elements: only the new parts are audited (their parents included).
    const { changed, violations } = await frame.evaluate(runAxeInPage, { tags: AXE_TAGS, changes, newPaths: knownOutline ? newPaths : null });
    if (changed) return 'changed';
    state.auditedAt = changes;
    if (violations.length === 0) {
      cover.outlines.add(outline);
      newPaths.forEach((path) => cover.paths.add(path));
    }
    for (const violation of violations) this.findings.set(`${violation.rule} ${frame.url()} ${violation.targets.join()}`, { ...violation, url: frame.url() });
    return 'audited';
  }

  /** Ends the background loops, then audits the state every open page of ours was left in. */
  async finish(): Promise<void> {
    this.finished = true;
    await Promise.all([...this.watched.keys()].map((frame) => frame.evaluate(stopInPage).catch(() => undefined)));
    await Promise.all([...this.watched.values()].map((state) => state.loop));
    const frames = [...this.contexts].flatMap((context) => context.pages().flatMap((page) => page.frames())).filter((frame) => this.audited(frame));
    for (const frame of frames) {
      const state = this.watched.get(frame) ?? { stale: true, discarded: 0, loop: Promise.resolve() };
      // Left as it was last audited: nothing more to see.
      if (state.auditedAt !== undefined && state.auditedAt === (await frame.evaluate(probeInPage).catch(() => undefined))) continue;
      let outcome: Outcome = 'changed';
      // A page still loading after FINAL_SETTLE_MS is left (and named); one that changed under axe is audited again.
      for (let run = 0; run < DISCARDED_RUNS && outcome === 'changed'; run++) outcome = await this.audit(frame, state, FINAL_SETTLE_MS).catch((): Outcome => 'audited');
      if (outcome !== 'audited') this.unaudited.add(frame.url());
    }
  }

  /** The violations found, as a readable list; the pages that never held still long enough to be audited. */
  report(): { violations?: string; unaudited: string[] } {
    const lines = [...this.findings.values()].map((f) => `- ${f.rule} (${f.impact}) on ${f.url}: ${f.help}\n${f.targets.map((t) => `    ${t}`).join('\n')}`);
    return {
      ...(lines.length > 0 && { violations: `axe found ${lines.length} accessibility violation(s) (WCAG 2.0/2.1 A and AA, best practices):\n${lines.join('\n')}` }),
      unaudited: [...this.unaudited],
    };
  }
}

/** The contexts a test makes itself (`browser.newContext()`: the owner's, a visitor's) are audited like its own. */
const watchNewContexts = (browser: Browser, audit: AxeAudit) => {
  const newContext = browser.newContext;
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext.apply(browser, args);
    audit.watchContext(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
};

export const test = base.extend<{ axeAudit: void; hydration: void }>({
  // Issue [8]: a server-rendered page is used once React has hydrated it, after goto and reload (hydration.ts): the
  // test's own page, and those of the contexts it opens itself.
  page: async ({ page }, use) => {
    waitForHydrationOf(page);
    await use(page);
  },
  hydration: [
    async ({ context, browser }, use) => {
      waitForHydration(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext.apply(browser, args);
        waitForHydration(created);
        return created;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  axeAudit: [
    async ({ context, browser, baseURL }, use, testInfo) => {
      // E2E_AXE=off: a local run without the audit (to time it, or to debug a test); CI always audits.
      if (process.env.E2E_AXE === 'off' && !process.env.CI) return use();
      const audit = new AxeAudit(new URL(baseURL ?? 'http://localhost').origin);
      audit.watchContext(context);
      const restore = watchNewContexts(browser, audit);
      try {
        await use();
      } finally {
        restore();
      }
      // A test that already failed is not audited further: its own failure is the one to read.
      if (testInfo.status !== testInfo.expectedStatus) return;
      await audit.finish();
      const { violations, unaudited } = audit.report();
      for (const url of unaudited) testInfo.annotations.push({ type: 'axe', description: `not audited, never settled: ${url}` });
      if (violations) throw new Error(violations);
    },
    { auto: true },
  ],
});
