export type PageItem = { readonly kind: 'page'; readonly number: number; readonly current: boolean } | { readonly kind: 'gap'; readonly key: string };

/** Page buttons: the first, the last, and two around the current one, with gaps between (1 … 4 5 6 … 20). */
export const pageItems = (current: number, total: number): readonly PageItem[] => {
  if (total <= 1) return [];
  const wanted = new Set<number>([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= total) wanted.add(page);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', number: page, current: page === current });
  });
  return items;
};
