import { useRef, useState, type FormEvent } from 'react';

/** A message per field, for forms that show errors next to their fields. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface FormOptions<V> {
  /** The values the form starts with (read on the first render only). */
  initial: V | (() => V);
  /**
   * Checks before sending: a sentence becomes the form's error, an object with at least one
   * message becomes field errors; either way nothing is sent. Null (or `{}`) lets it through.
   */
  validate?(values: NoInfer<V>): string | FieldErrors<V> | null;
  /** Sends the form. Resolving means success; throwing shows `errorMessage(thrown)`. */
  submit(values: NoInfer<V>): Promise<void>;
  /** What a failed submit shows (a server or network failure, in words members read). */
  errorMessage(error: unknown): string;
}

export interface Form<V> {
  values: V;
  /** A change handler for one field, for `onChange={form.setter('email')}`. Clears that field's error. */
  setter<K extends keyof V>(name: K): (value: V[K]) => void;
  /** The form's error (a failed check or a failed submit), or null. */
  error: string | null;
  setError(message: string | null): void;
  fieldErrors: FieldErrors<V>;
  /**
   * True from submitting until a failure. It stays true after a success, because the forms
   * using this move on (navigate, close) then; call `reset` to take new input.
   */
  busy: boolean;
  /** The last submit succeeded. */
  succeeded: boolean;
  /** The form's `onSubmit`: prevents the page load, checks, sends, and records the outcome. */
  onSubmit(event?: FormEvent): Promise<void>;
  /** Back to editing, with the given values or the same ones, and no errors. */
  reset(values?: V): void;
}

/**
 * The state every form keeps: its values, its errors (one for the form, one per field) and
 * whether it is being sent. The form component stays a thin layout of fields over this.
 */
export function useForm<V extends object>(options: FormOptions<V>): Form<V> {
  const [values, setValues] = useState<V>(options.initial);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<V>>({});
  const [phase, setPhase] = useState<'editing' | 'sending' | 'sent'>('editing');
  // The state above updates on the next render; this stops a second submit in the same one.
  const sending = useRef(false);

  const setter =
    <K extends keyof V>(name: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending.current) return;
    setError(null);
    setFieldErrors({});
    const problem = options.validate?.(values) ?? null;
    if (typeof problem === 'string') return setError(problem);
    if (problem && Object.values(problem).some(Boolean)) return setFieldErrors(problem);
    sending.current = true;
    setPhase('sending');
    try {
      await options.submit(values);
      setPhase('sent');
    } catch (thrown) {
      setError(options.errorMessage(thrown));
      sending.current = false;
      setPhase('editing');
    }
  };

  const reset = (next?: V) => {
    if (next !== undefined) setValues(next);
    setError(null);
    setFieldErrors({});
    sending.current = false;
    setPhase('editing');
  };

  return { values, setter, error, setError, fieldErrors, busy: phase !== 'editing', succeeded: phase === 'sent', onSubmit, reset };
}
