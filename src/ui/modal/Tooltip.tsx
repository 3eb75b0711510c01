import { useId, useState, type ReactNode } from 'react';

/** A tooltip shown on hover and keyboard focus, dismissed with Escape. */
export const Tooltip = ({ label, text }: { label: string; text: ReactNode }) => {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <span className="tooltip-anchor" onMouseEnter={() => setVisible(true)} onMouseLeave={() => setVisible(false)}>
      <button
        type="button"
        className="info-button"
        aria-label={label}
        aria-describedby={visible ? id : undefined}
        onFocus={() => setVisible(true)}
        onBlur={() => setVisible(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setVisible(false);
        }}
      >
        i
      </button>
      {visible && (
        <span role="tooltip" id={id} className="tooltip">
          {text}
        </span>
      )}
    </span>
  );
};
