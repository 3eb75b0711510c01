/**
 * The only module that imports `@sentry/browser` at run time. It is loaded with a dynamic import,
 * and names just what we use, so the chunk keeps only that (the whole SDK namespace would not
 * tree-shake: about 140 KB gzip instead of a fraction of it).
 */
export {
  browserProfilingIntegration,
  browserTracingIntegration,
  captureException,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';
