import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useT, type TFunction } from '../../i18n/index.js';
import {
  CONTACT_MESSAGE_ROWS,
  CONTACT_PRIORITIES,
  CONTACT_SEND_DELAY_MS,
  EMPTY_CONTACT_FORM,
  validateContactForm,
  type ContactErrors,
  type ContactForm,
  type ContactPriority,
} from './contact-form.js';
import { InfoPage } from './InfoPage.js';
import './info.css';

type Phase = 'idle' | 'sending' | 'sent';
type TextFieldName = 'name' | 'email' | 'subject' | 'message';

export function ContactPage() {
  const { t } = useT('info');
  return (
    <InfoPage title={t('contact.title')} description={t('contact.description')} eyebrow={t('contact.eyebrow')} lead={<p>{t('contact.lead')}</p>}>
      <div className="contact-grid">
        <div className="contact-info">
          <section className="card info-card" aria-labelledby="contact-reply">
            <h2 id="contact-reply">{t('contact.replyTitle')}</h2>
            <p>{t('contact.reply')}</p>
          </section>
          <section className="card info-card" aria-labelledby="contact-hours">
            <h2 id="contact-hours">{t('contact.hoursTitle')}</h2>
            <ul className="plain-list">
              <li>{t('contact.hoursWeekdays')}</li>
              <li>{t('contact.hoursSaturday')}</li>
              <li>{t('contact.hoursSunday')}</li>
            </ul>
          </section>
          <section className="card info-card" aria-labelledby="contact-faq">
            <h2 id="contact-faq">{t('contact.faqTitle')}</h2>
            <p>{t('contact.faqText')}</p>
            <Link to="/#faq">{t('contact.faqLink')}</Link>
          </section>
          <section className="card info-card info-card-crisis" aria-labelledby="contact-crisis">
            <h2 id="contact-crisis">{t('contact.crisisTitle')}</h2>
            <p>{t('contact.crisisText')}</p>
            <Link to="/crisis-resources">{t('contact.crisisLink')}</Link>
          </section>
        </div>
        <ContactFormCard t={t} />
      </div>
    </InfoPage>
  );
}

function ContactFormCard({ t }: { t: TFunction<'info'> }) {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (phase === 'sent') sentRef.current?.focus();
  }, [phase]);

  const update = (name: keyof ContactForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const found = validateContactForm(form);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as Array<keyof ContactForm>)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    // Simulated, as the product specifies: no request leaves the browser.
    setPhase('sending');
    timer.current = setTimeout(() => {
      setForm(EMPTY_CONTACT_FORM);
      setPhase('sent');
    }, CONTACT_SEND_DELAY_MS);
  };

  if (phase === 'sent') {
    return (
      <section className="card contact-form-card contact-sent" aria-labelledby="contact-sent">
        <div role="status">
          <span className="sent-icon" aria-hidden="true">
            ✓
          </span>
          <h2 id="contact-sent" ref={sentRef} tabIndex={-1}>
            {t('contact.sentTitle')}
          </h2>
          <p>{t('contact.sentText')}</p>
        </div>
        <button
          type="button"
          className="button button-outline"
          onClick={() => {
            setPhase('idle');
            setErrors({});
          }}
        >
          {t('contact.sendAnother')}
        </button>
      </section>
    );
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const sending = phase === 'sending';
  const field = (name: TextFieldName, type: 'text' | 'email' | 'textarea', autoComplete?: string) => (
    <Field
      name={name}
      label={t(`contact.${name}`)}
      type={type}
      value={form[name]}
      error={errors[name] ? t(`contact.error.${errors[name]}`) : undefined}
      onChange={(value) => update(name, value)}
      autoComplete={autoComplete}
      disabled={sending}
    />
  );

  return (
    <section className="card contact-form-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <p className="muted small">{t('contact.requiredNote')}</p>
      <form ref={formRef} className="form" onSubmit={onSubmit} noValidate aria-busy={sending}>
        {errorCount > 0 && (
          <div className="error-box" role="alert">
            {t('contact.errorSummary')}
          </div>
        )}
        <div className="form-row">
          {field('name', 'text', 'name')}
          {field('email', 'email', 'email')}
        </div>
        {field('subject', 'text')}
        <PrioritySelect t={t} value={form.priority} onChange={(value) => update('priority', value)} disabled={sending} />
        {field('message', 'textarea')}
        <button type="submit" className="button button-primary button-block" disabled={sending}>
          {sending && <span className="spinner spinner-small" aria-hidden="true" />}
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
        <p className="sr-only" aria-live="polite">
          {sending ? t('contact.sending') : ''}
        </p>
      </form>
    </section>
  );
}

function Field({
  name,
  label,
  type,
  value,
  error,
  onChange,
  autoComplete,
  disabled,
}: {
  name: TextFieldName;
  label: string;
  type: 'text' | 'email' | 'textarea';
  value: string;
  error?: string;
  onChange(value: string): void;
  autoComplete?: string;
  disabled: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required: true,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={CONTACT_MESSAGE_ROWS} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

function PrioritySelect({
  t,
  value,
  onChange,
  disabled,
}: {
  t: TFunction<'info'>;
  value: ContactPriority;
  onChange(value: ContactPriority): void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('contact.priority')}</label>
      <select id={id} name="priority" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value as ContactPriority)}>
        {CONTACT_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {t(`contact.priority.${priority}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
