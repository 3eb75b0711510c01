/** Holds the page's space while a chunk or locale loads (no layout shift). */
export const PageSkeleton = () => (
  <div className="page page-skeleton" aria-busy="true" aria-live="polite">
    <div className="skeleton-line skeleton-title" />
    <div className="skeleton-line" />
    <div className="skeleton-line" />
  </div>
);
