import { lazy, type ComponentType } from 'react';

/** A component whose code loads apart from its page's, and can be loaded ahead (before hydrating, see `preload`). */
export type LazyPart<P extends object> = ComponentType<P> & { readonly preload: () => Promise<unknown> };

/**
 * Like React's `lazy`, but once its code has loaded (`preload`), it renders at once instead of suspending. A page
 * rendered on the server preloads its parts before hydrating: a part still loading during hydration would keep the
 * server's markup inert (a click on it lost) and, if the page re-rendered meanwhile, flash its fallback.
 */
export const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Part = (props: P) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Part, { preload });
};
