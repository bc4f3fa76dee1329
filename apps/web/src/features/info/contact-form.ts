/** The contact form's rules. Its submission is only simulated: nothing is sent or stored. */

export const CONTACT_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

/** How long "Sending Message..." shows before "Message Sent!". */
export const CONTACT_SEND_DELAY_MS = 2000;
export const CONTACT_MESSAGE_ROWS = 6;

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  priority: ContactPriority;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', priority: 'normal', message: '' };

export type ContactError = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'subjectRequired' | 'messageRequired';
export type ContactErrors = Partial<Record<keyof ContactForm, ContactError>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The fields in form order, so the first error found is the first field on screen. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'nameRequired';
  if (!form.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'emailInvalid';
  if (!form.subject.trim()) errors.subject = 'subjectRequired';
  if (!form.message.trim()) errors.message = 'messageRequired';
  return errors;
}
