import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ListingEditorPresenter } from '../../../../application/listings/listing-editor-presenter';

export type StepProps = { readonly presenter: ListingEditorPresenter };

/** The id of a field's input, from its path ('sleepingAreas.0.berths' → 'listing-sleepingAreas-0-berths'). */
export const fieldId = (path: string): string => `listing-${path.replace(/[^A-Za-z0-9-]/g, '-')}`;

/** The error of a field (or of the first of several paths that has one), as shown next to it. */
export const fieldErrorOf = (presenter: ListingEditorPresenter, ...paths: string[]): string | undefined => {
  for (const path of paths) {
    const key = presenter.errorOf(path);
    if (key) return key;
  }
  return undefined;
};

/** The message under a field; its id is what the input's aria-describedby names. */
export const FieldError = ({ id, errorKey }: { id: string; errorKey: string | undefined }) => {
  const { t } = useTranslation('listings');
  if (!errorKey) return null;
  return (
    <p id={id} className="field-error">
      {t(errorKey)}
    </p>
  );
};

/** aria-describedby and aria-invalid of an input with an optional hint and error. */
export const describedBy = (id: string, hint: boolean, error: string | undefined) => {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
};

export interface TextFieldProps {
  readonly presenter: ListingEditorPresenter;
  /** The field's path, for its id and its error. */
  readonly path: string;
  /** Other paths whose errors show here too (a row's error about the whole list). */
  readonly alsoErrors?: readonly string[];
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly hint?: ReactNode;
  /** A unit after the input ("m", "€", "%"). */
  readonly unit?: string;
  readonly inputMode?: 'text' | 'decimal' | 'numeric';
  readonly type?: 'text' | 'date';
  readonly multiline?: boolean;
  readonly maxLength?: number;
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly className?: string;
}

/** A labelled input: its hint and error are announced with it (aria-describedby), aria-invalid when wrong. */
export const TextField = observer(
  ({ presenter, path, alsoErrors = [], label, value, onChange, hint, unit, inputMode = 'text', type = 'text', multiline, maxLength, required, autoComplete = 'off', className }: TextFieldProps) => {
    const id = fieldId(path);
    const error = fieldErrorOf(presenter, path, ...alsoErrors);
    const aria = describedBy(id, hint !== undefined, error);
    const common = { id, value, maxLength, required, autoComplete, ...aria };
    return (
      <div className={`field ${className ?? ''}`}>
        <label htmlFor={id}>{label}</label>
        {hint !== undefined && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {multiline ? (
          <textarea {...common} rows={8} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <span className={unit ? 'input-with-unit' : undefined}>
            <input {...common} type={type} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
            {unit && <span aria-hidden="true">{unit}</span>}
          </span>
        )}
        <FieldError id={`${id}-error`} errorKey={error} />
      </div>
    );
  },
);

/** An error about a whole group (a list of rows, a choice), shown at its top. */
export const GroupError = observer(({ presenter, paths }: { presenter: ListingEditorPresenter; paths: string[] }) => {
  const error = fieldErrorOf(presenter, ...paths);
  return <FieldError id={`${fieldId(paths[0] ?? 'group')}-error`} errorKey={error} />;
});
