import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A non-modal popover anchored to its trigger button: opens on click, closes on Escape, outside click or the
 * trigger again; focus returns to the trigger.
 */
export const Popover = ({ label, title, children }: { label: ReactNode; title: string; children: ReactNode }) => {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDocument = (e: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDocument);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDocument);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <span className="popover-anchor" ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className="button ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        <div
          id={id}
          role="dialog"
          aria-label={title}
          className="popover"
        >
          {children}
        </div>
      )}
    </span>
  );
};
