/**
 * `use-sync-external-store/shim` for React 18+: React's own hook. react-i18next imports the shim to support React 17;
 * on React 19 the shim only forwards to this, and its CommonJS copy would still ship on the first screen.
 */
export { useSyncExternalStore } from 'react';
