/**
 * The part of a translation file a page used (issue [8]): a server-rendered page carries its first screen's
 * translations, not its namespaces' whole files (a few hundred bytes instead of 25–30 KB), and the browser completes
 * them from the files before it hydrates.
 */
export type TranslationTree = { readonly [key: string]: unknown };

/** The language and namespace of a translation file's URL (`{i18nPath}/{language}/{namespace}.json`). */
export const translationFileOf = (url: string, i18nPath: string): { language: string; namespace: string } | undefined => {
  if (!url.startsWith(`${i18nPath}/`)) return undefined;
  const match = /^([A-Za-z-]+)\/([a-z-]+)\.json$/.exec(url.slice(i18nPath.length + 1));
  return match ? { language: match[1]!, namespace: match[2]! } : undefined;
};

const isTree = (value: unknown): value is TranslationTree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a key path (`nav.skipToContent`), as i18next reads it first; undefined where there is none. */
export const valueAtPath = (tree: TranslationTree, path: readonly string[]): unknown => {
  let current: unknown = tree;
  for (const segment of path) {
    if (!isTree(current) || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
};

/**
 * The keys' values (a nested object's whole subtree where a key names one), at the same paths, nothing else. Keys
 * that name nothing are left out; so is a key below a text (its path is not a tree).
 */
export const translationSubset = (tree: TranslationTree, keys: Iterable<string>, keySeparator = '.'): TranslationTree => {
  // Objects made here have no prototype (a key named `__proto__` is a key); subtrees taken whole are never written to.
  const made = new WeakSet<object>();
  const node = (): Record<string, unknown> => {
    const created = Object.create(null) as Record<string, unknown>;
    made.add(created);
    return created;
  };
  const subset = node();
  for (const key of keys) {
    const path = key.split(keySeparator);
    const value = path.length > 1 ? valueAtPath(tree, path) : undefined;
    if (value === undefined) {
      // A key without separator, or one written whole in the file (`"a.b": …`, which i18next also finds).
      if (Object.prototype.hasOwnProperty.call(tree, key)) subset[key] = tree[key];
      continue;
    }
    let target: Record<string, unknown> | undefined = subset;
    for (const segment of path.slice(0, -1)) {
      const next: unknown = target[segment];
      if (next === undefined) target = target[segment] = node();
      else target = isTree(next) && made.has(next) ? (next as Record<string, unknown>) : undefined;
      // A text on the way, or a subtree already taken whole (which holds this key): nothing to add.
      if (target === undefined) break;
    }
    if (target !== undefined) target[path[path.length - 1]!] = value;
  }
  return subset;
};
