import { useSyncExternalStore } from 'react';

/** Where the results map sits beside the results (styles.css uses the same width). */
export const WIDE_VIEWPORT_QUERY = '(min-width: 1100px)';

const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(WIDE_VIEWPORT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True on a wide viewport, once in the browser (false on the server and while hydrating, like the server's markup). */
export const useWideViewport = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_VIEWPORT_QUERY).matches,
    () => false,
  );
