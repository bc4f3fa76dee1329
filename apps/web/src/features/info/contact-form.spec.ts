import { describe, expect, it } from '@jest/globals';
import { EMPTY_CONTACT_FORM, validateContactForm } from './contact-form.js';

const filled = { name: 'Ana', email: 'ana@example.com', subject: 'Billing', priority: 'normal' as const, message: 'Hello' };

describe('validateContactForm', () => {
  it('requires name, email, subject and message, and defaults priority to normal', () => {
    expect(EMPTY_CONTACT_FORM.priority).toBe('normal');
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      subject: 'subjectRequired',
      message: 'messageRequired',
    });
    expect(validateContactForm({ ...filled, name: '   ' })).toEqual({ name: 'nameRequired' });
  });

  it('accepts a complete form and refuses an email that is not one', () => {
    expect(validateContactForm(filled)).toEqual({});
    for (const email of ['ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', 'ana@example..com']) {
      expect(validateContactForm({ ...filled, email })).toEqual({ email: 'emailInvalid' });
    }
    expect(validateContactForm({ ...filled, email: ' ana.b+vi@mail.example.co.uk ' })).toEqual({});
  });
});
