/**
 * The rules of a stylesheet that a server-rendered page's first paint can use (issue [8]): a page carries those
 * instead of the whole stylesheet, and the browser links the whole one before it hydrates (src/main.tsx). The
 * stylesheet holds every screen's rules (45 KB, 9 KB brotli); a public page uses a third of them. With the page's HTML
 * within a TCP connection's first flight (about 14 KB), a slow phone gets it in one round trip instead of two.
 *
 * A rule is kept when one of its selectors can match the markup: each class and id it requires outside a pseudo-class's
 * or an attribute's brackets is in the markup. Rules without such a requirement (elements, `:root`, `*`) are kept, and
 * so are at-rules other than `@media` and `@supports` (keyframes, fonts), whose rules are filtered the same way. A rule
 * is only ever dropped, never changed: the cascade of what is kept is the stylesheet's own.
 */

/** A statement or a block of a stylesheet, as written. */
type CssNode =
  | { readonly kind: 'rule'; readonly text: string; readonly selectors: readonly Requirement[] }
  | { readonly kind: 'group'; readonly prelude: string; readonly children: readonly CssNode[] }
  | { readonly kind: 'kept'; readonly text: string };

/** What one selector needs of the markup to match anything. */
interface Requirement {
  readonly classes: readonly string[];
  readonly ids: readonly string[];
}

/** At-rules whose blocks hold rules to filter; any other at-rule is kept whole. */
const GROUPING_AT_RULE = /^@(media|supports)\b/i;

/** The index just past the block or statement that starts at `from` (strings and nested blocks skipped). */
const endOfNode = (css: string, from: number): number => {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = endOfString(css, i);
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth <= 0) return i + 1;
    } else if (c === ';' && depth === 0) {
      return i + 1;
    }
  }
  return css.length;
};

/** The index of the quote that closes the string opened at `from`. */
const endOfString = (css: string, from: number): number => {
  const quote = css[from];
  for (let i = from + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
};

/** The position of the `{` that opens a node's block, or -1 for a statement. */
const openingBrace = (text: string): number => {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = endOfString(text, i);
    else if (c === '{') return i;
  }
  return -1;
};

/** Splits at the commas that are not inside brackets or parentheses. */
const topLevelList = (selectorList: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectorList.length; i++) {
    const c = selectorList[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selectorList.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selectorList.slice(start));
  return parts;
};

/** A selector without what is inside its brackets and parentheses (`:not(.x)` matches without `x`). */
const outsideBrackets = (selector: string): string => {
  let depth = 0;
  let kept = '';
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    if (depth === 0) kept += c;
    if (c === ')' || c === ']') depth--;
  }
  return kept;
};

const NAME = /(?:[\w-]|\\.)+/.source;
const CLASS_IN_SELECTOR = new RegExp(`\\.(${NAME})`, 'g');
const ID_IN_SELECTOR = new RegExp(`#(${NAME})`, 'g');
const unescapeName = (name: string): string => name.replace(/\\(.)/g, '$1');

const requirementOf = (selector: string): Requirement => {
  const plain = outsideBrackets(selector);
  return {
    classes: [...plain.matchAll(CLASS_IN_SELECTOR)].map((m) => unescapeName(m[1]!)),
    ids: [...plain.matchAll(ID_IN_SELECTOR)].map((m) => unescapeName(m[1]!)),
  };
};

const parseNodes = (css: string): CssNode[] => {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    if (css.startsWith('/*', i)) {
      const close = css.indexOf('*/', i + 2);
      i = close < 0 ? css.length : close + 2;
      continue;
    }
    const end = endOfNode(css, i);
    const text = css.slice(i, end);
    i = end;
    const brace = openingBrace(text);
    const prelude = brace < 0 ? text : text.slice(0, brace).trim();
    if (brace < 0 || (prelude.startsWith('@') && !GROUPING_AT_RULE.test(prelude))) nodes.push({ kind: 'kept', text });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'group', prelude, children: parseNodes(text.slice(brace + 1, text.lastIndexOf('}'))) });
    else nodes.push({ kind: 'rule', text, selectors: topLevelList(prelude).map(requirementOf) });
  }
  return nodes;
};

/** The class names and ids a page's markup uses. */
export interface MarkupNames {
  readonly classes: ReadonlySet<string>;
  readonly ids: ReadonlySet<string>;
}

const ATTRIBUTE = /\s(class|id)="([^"]*)"/g;

/** Every class and id written in the HTML's elements (attribute values in double quotes, as React writes them). */
export const markupNames = (html: string): MarkupNames => {
  const classes = new Set<string>();
  const ids = new Set<string>();
  for (const [, attribute, value] of html.matchAll(ATTRIBUTE)) {
    const names = value!.split(/\s+/).filter((name) => name !== '');
    for (const name of names) (attribute === 'class' ? classes : ids).add(decodeEntities(name));
  }
  return { classes, ids };
};

const decodeEntities = (text: string): string =>
  text.includes('&') ? text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : text;

const mayMatch = (requirement: Requirement, names: MarkupNames): boolean =>
  requirement.classes.every((name) => names.classes.has(name)) && requirement.ids.every((id) => names.ids.has(id));

const keptText = (nodes: readonly CssNode[], names: MarkupNames): string => {
  let text = '';
  for (const node of nodes) {
    if (node.kind === 'kept') text += node.text;
    else if (node.kind === 'rule') {
      if (node.selectors.some((selector) => mayMatch(selector, names))) text += node.text;
    } else {
      const inner = keptText(node.children, names);
      if (inner !== '') text += `${node.prelude}{${inner}}`;
    }
  }
  return text;
};

/** Parsed once per stylesheet text (a build has one or two). */
const parsed = new Map<string, readonly CssNode[]>();

/** The stylesheet's rules that can apply to the markup, in their order. */
export const criticalCss = (css: string, names: MarkupNames): string => {
  let nodes = parsed.get(css);
  if (nodes === undefined) {
    nodes = parseNodes(css);
    if (parsed.size > 8) parsed.clear();
    parsed.set(css, nodes);
  }
  return keptText(nodes, names);
};
