import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthMessage } from './use-auth-message';

/** Focuses the element once it is on screen (after the modal has placed its own focus). */
export const useInitialFocus = <T extends HTMLElement>(enabled = true) => {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [enabled]);
  return ref;
};

export interface TextFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** A message key or message; shown under the field and announced with it. */
  readonly error?: string | undefined;
  /** The id of a message shared with another field (the combined names or phone message). */
  readonly sharedErrorId?: string | undefined;
  readonly hint?: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly required?: boolean;
  readonly initialFocus?: boolean;
}

/** A labelled input with its validation message (aria-describedby, aria-invalid). */
export const TextField = ({
  id,
  label,
  value,
  onChange,
  error,
  sharedErrorId,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  pattern,
  required = true,
  initialFocus = false,
}: TextFieldProps) => {
  const message = useAuthMessage();
  const ref = useInitialFocus<HTMLInputElement>(initialFocus);
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId, sharedErrorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        pattern={pattern}
        required={required}
        aria-required={required}
        aria-invalid={error || sharedErrorId ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {message(error)}
        </p>
      )}
    </div>
  );
};

/** A validation message shared by two fields (names, phone). */
export const SharedFieldError = ({ id, error }: { id: string; error: string | undefined }) => {
  const message = useAuthMessage();
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {message(error)}
    </p>
  );
};

/** A server error or a status message of the step: announced (role alert). */
export const FormAlert = ({ message: text }: { message: string | undefined }) => {
  const message = useAuthMessage();
  const shown = message(text);
  if (!shown) return null;
  return (
    <div role="alert" className="alert">
      {shown}
    </div>
  );
};

export const SubmitButton = ({ pending, children }: { pending: boolean; children: ReactNode }) => (
  <button type="submit" className="button primary auth-submit" disabled={pending} aria-busy={pending || undefined}>
    {children}
  </button>
);

/** The form of a funnel step: no native validation bubbles (our messages are translated), submit without reload. */
export const StepForm = ({ onSubmit, className = 'auth-form', children }: { onSubmit: () => void; className?: string; children: ReactNode }) => (
  <form
    className={className}
    noValidate
    onSubmit={(e) => {
      e.preventDefault();
      onSubmit();
    }}
  >
    {children}
  </form>
);

/** The email field of the funnel's steps (the same label, keyboard and autofill hints everywhere). */
export const EmailField = ({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error: string | undefined }) => {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={`${id}-email`}
      label={t('funnel.fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      error={error}
      initialFocus
    />
  );
};
