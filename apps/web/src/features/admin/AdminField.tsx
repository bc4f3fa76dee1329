import { useId, type ReactNode } from 'react';

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface AdminFieldProps {
  label: string;
  /** A marker after the label: '*' for required (hidden from screen readers, the control says it), or "(optional)". */
  marker?: 'required' | string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** The control, given its id and the ids that describe it. */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control of the admin forms, with its hint and its error under it (the app's `.field`). */
export function AdminField({ label, marker, hint, error, className, children }: AdminFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {marker === 'required' ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : marker ? (
          <span className="field-marker"> {marker}</span>
        ) : null}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
