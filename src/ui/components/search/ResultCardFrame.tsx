import type { ReactNode } from 'react';

/**
 * A result card's frame, boat or activity: named by its title (whose id the results map uses to find the card of a
 * marker), marked when hovered or selected on the map, and telling the map when the pointer is over it.
 */
export const ResultCardFrame = ({
  id,
  titleId,
  highlighted,
  current,
  onHover,
  children,
}: {
  id: number;
  titleId: string;
  highlighted: boolean;
  current: boolean;
  onHover?: (id: number | null) => void;
  children: ReactNode;
}) => (
  <article
    className={highlighted ? 'result-card is-highlighted' : 'result-card'}
    aria-labelledby={titleId}
    aria-current={current ? 'true' : undefined}
    onMouseEnter={onHover && (() => onHover(id))}
    onMouseLeave={onHover && (() => onHover(null))}
  >
    {children}
  </article>
);
