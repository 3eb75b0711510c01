import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that markup, true afterwards (issue [8]):
 * what depends on the browser alone (the signed-in user, local choices, the consent banner) shows once hydrated, so
 * the first render in the browser matches the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
