/** Placeholder cards of the same size as result cards, so the page keeps its layout while loading. */
export const ResultsSkeleton = ({ count }: { count: number }) => (
  <>
    {Array.from({ length: count }, (_, index) => (
      <div key={index} className="result-card skeleton-card" aria-hidden="true">
        <div className="card-media skeleton-block" />
        <div className="card-body">
          <div className="skeleton-line skeleton-short" />
          <div className="skeleton-line" />
          <div className="skeleton-line" />
          <div className="skeleton-line skeleton-short" />
        </div>
      </div>
    ))}
  </>
);
