/**
 * Sharing a page (issue [10]): the system's share sheet where the browser has one (phones mostly), else the link
 * copied to the clipboard, else the link shown for the visitor to copy by hand, which always works.
 */
export type ShareMethod = 'native' | 'clipboard' | 'manual';

/** What the browser offers: `navigator.share` and `navigator.clipboard.writeText`. */
export interface ShareSupport {
  readonly native: boolean;
  readonly clipboard: boolean;
}

/** How one attempt ended: done, cancelled by the visitor (the share sheet closed), or failed (refused, no permission). */
export type ShareOutcome = 'done' | 'cancelled' | 'failed';

/** What the page shows afterwards: nothing (the share sheet said it all), "Link copied", or the link to copy. */
export type ShareFeedback = 'none' | 'copied' | 'manual';

/** The methods to try, best first; the manual one last, always. */
export const shareMethods = (support: ShareSupport): readonly ShareMethod[] => [
  ...(support.native ? (['native'] as const) : []),
  ...(support.clipboard ? (['clipboard'] as const) : []),
  'manual',
];

/**
 * After an attempt: what to show, or 'tryNext'. A visitor who closes the share sheet changed their mind: nothing
 * else is tried; a failure falls back to the next method; the manual one cannot fail (the link is on screen).
 */
export const afterShareAttempt = (method: ShareMethod, outcome: ShareOutcome): ShareFeedback | 'tryNext' => {
  if (method === 'manual') return 'manual';
  if (method === 'native') return outcome === 'failed' ? 'tryNext' : 'none';
  return outcome === 'done' ? 'copied' : 'tryNext';
};

/**
 * A whole share: each method tried in turn through `attempt` (which does the browser's part) until one settles it.
 * Only the order and the fallbacks live here; the browser calls are the caller's.
 */
export const share = async (support: ShareSupport, attempt: (method: ShareMethod) => Promise<ShareOutcome>): Promise<ShareFeedback> => {
  for (const method of shareMethods(support)) {
    const next = afterShareAttempt(method, await attempt(method));
    if (next !== 'tryNext') return next;
  }
  return 'manual';
};
