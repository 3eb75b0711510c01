import type { i18n as I18n } from 'i18next';
import type { TransferredResponse } from '../../contract/ssr';
import { translationFileOf, translationSubset, type TranslationTree } from '../../domain/i18n/translation-subset';

/*
 * A server-rendered page carries its first screen's translations (issue [8]): the keys its render looked up, not its
 * namespaces' whole files, which made half of a page's HTML (25–30 KB of 100–150). The browser loads them, then merges
 * the namespaces' whole files in before it hydrates (src/adapters/ssr/page-completion.ts, src/main.tsx).
 */

interface ResourceLookUp {
  getResource(language: string, namespace: string, key?: unknown, options?: unknown): unknown;
}

/** Records every key an i18next instance looks up (found or not), by language and namespace. */
export class TranslationLookups {
  private readonly keys = new Map<string, Set<string>>();

  constructor(i18n: I18n) {
    // i18next's translator reads every key through its resource store's getResource (not in i18next's types).
    const store = i18n.services.resourceStore as unknown as ResourceLookUp;
    const lookUp = store.getResource.bind(store);
    store.getResource = (language, namespace, key, options) => {
      if (typeof key === 'string') {
        const name = `${language}/${namespace}`;
        let keys = this.keys.get(name);
        if (keys === undefined) this.keys.set(name, (keys = new Set()));
        keys.add(key);
      }
      return lookUp(language, namespace, key, options);
    };
  }

  /** A recorded translation file's answer with only the keys looked up in it; any other answer as it is. */
  firstScreenOf(response: TransferredResponse, i18nPath: string): TransferredResponse {
    const file = translationFileOf(response.url, i18nPath);
    if (file === undefined || response.status !== 200) return response;
    try {
      const tree = JSON.parse(response.body) as TranslationTree;
      const keys = this.keys.get(`${file.language}/${file.namespace}`) ?? [];
      return { ...response, body: JSON.stringify(translationSubset(tree, keys)) };
    } catch {
      return response;
    }
  }
}

/**
 * The whole files of the namespaces a server-rendered page carried, fetched and merged into what it carried (the keys
 * the page used keep their texts: they are the same). The page's own keys are loaded first, so that loading them can
 * never replace a whole file merged before. A file that fails to come leaves its namespace as the page carried it.
 */
export const completeTranslations = async (i18n: I18n, transferred: readonly TransferredResponse[], i18nPath: string, fetchFile: typeof fetch): Promise<void> => {
  const files = transferred.flatMap(({ url }) => translationFileOf(url, i18nPath) ?? []);
  const wholeFiles = Promise.all(
    files.map(async ({ language, namespace }) => {
      try {
        const response = await fetchFile(`${i18nPath}/${language}/${namespace}.json`, { credentials: 'same-origin' });
        return response.ok ? { language, namespace, tree: (await response.json()) as TranslationTree } : undefined;
      } catch {
        return undefined; // offline or unreadable: the first screen's keys stay
      }
    }),
  );
  await i18n.loadNamespaces([...new Set(files.map(({ namespace }) => namespace))]);
  for (const file of await wholeFiles) if (file !== undefined) i18n.addResourceBundle(file.language, file.namespace, file.tree, true, true);
};
