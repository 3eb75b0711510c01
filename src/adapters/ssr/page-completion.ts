import type { i18n as I18n } from 'i18next';
import type { TransferredResponse } from '../../contract/ssr';
import { completeTranslations } from '../i18n/first-screen-translations';

/**
 * A server-rendered page carries only the rules of its stylesheet that its markup uses (server/ssr/critical-css.ts):
 * the whole stylesheet is linked before the page comes alive, whose next states (menus, modals, more results) need the
 * rest. Resolves once it has loaded, or failed to (the page then lives with the rules it has).
 */
const linkWholeStylesheets = (): Promise<unknown> =>
  Promise.all(
    [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((style) => {
      const href = style.dataset.href;
      if (!href || document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return undefined;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const settled = new Promise((resolve) => {
        link.onload = resolve;
        link.onerror = resolve;
      });
      document.head.append(link);
      return settled;
    }),
  );

/**
 * What a server-rendered page left for later (issue [8]), loaded apart from the first screen's code, beside the
 * screen's own: its whole stylesheet and its namespaces' whole translation files. Never fails.
 */
export const completeServerRenderedPage = async (i18n: I18n, transferred: readonly TransferredResponse[], i18nPath: string, fetchFile: typeof fetch): Promise<void> => {
  await Promise.all([linkWholeStylesheets(), completeTranslations(i18n, transferred, i18nPath, fetchFile)]);
};
