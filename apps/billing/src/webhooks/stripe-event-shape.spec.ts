import { describe, expect, it } from '@jest/globals';
import { stripeEventProblem } from './stripe-event-shape.js';

const subscription = () => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  created: 1_764_000_000,
  cancel_at_period_end: false,
  metadata: { userId: '5b0b3c2e-1a52-4a8e-9d7c-3f1f0e6a9b11' },
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_766_600_000, price: { id: 'price_1' } }] },
});
const envelope = (type: string, object: unknown, changes: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: 1_764_000_000,
  data: { object },
  ...changes,
});
const invoice = (changes: Record<string, unknown> = {}) => ({
  id: 'in_1',
  customer: 'cus_1',
  amount_paid: 399,
  currency: 'usd',
  status_transitions: { paid_at: 1_764_000_000 },
  ...changes,
});

describe('stripeEventProblem', () => {
  it('passes the events billing handles as Stripe sends them, with fields it does not read', () => {
    expect(stripeEventProblem(envelope('customer.subscription.updated', { ...subscription(), extra: { anything: [1, 2] } }))).toBeNull();
    expect(stripeEventProblem(envelope('invoice.paid', invoice()))).toBeNull();
    expect(
      stripeEventProblem(envelope('checkout.session.completed', { id: 'cs_1', client_reference_id: null, customer: { id: 'cus_1' }, subscription: 'sub_1' })),
    ).toBeNull();
  });

  it('passes a type billing does not handle on its envelope alone', () => {
    expect(stripeEventProblem(envelope('customer.created', { whatever: true }))).toBeNull();
  });

  it('names what is wrong with a signed event billing cannot use', () => {
    const { id: _id, ...withoutId } = subscription();
    expect(stripeEventProblem(envelope('customer.subscription.created', withoutId))).toMatch(/^data\.object\.id:/);
    expect(stripeEventProblem(envelope('customer.subscription.created', { ...subscription(), created: 'x' }))).toMatch(/^data\.object\.created:/);
    expect(stripeEventProblem(envelope('customer.subscription.deleted', { ...subscription(), status: ' ' }))).toMatch(/^data\.object\.status:/);
    expect(stripeEventProblem(envelope('invoice.paid', invoice({ status_transitions: { paid_at: 1e308 } })))).toMatch(/paid_at/);
    expect(stripeEventProblem(envelope('invoice.paid', invoice({ amount_paid: 3.5 })))).toMatch(/amount_paid/);
    expect(stripeEventProblem(envelope('invoice.paid', invoice(), { created: -1 }))).toMatch(/^created:/);
    expect(stripeEventProblem({ id: 'evt_1', type: 'invoice.paid' })).toMatch(/^created:|^data:/);
    expect(stripeEventProblem('not an object')).not.toBeNull();
  });

  it('refuses text PostgreSQL cannot store anywhere in the event', () => {
    expect(stripeEventProblem(envelope('customer.subscription.updated', subscription(), { id: 'evt_\u0000' }))).toMatch(/NUL character at id$/);
    expect(stripeEventProblem(envelope('customer.subscription.updated\u0000', subscription()))).toMatch(/NUL character at type$/);
    expect(stripeEventProblem(envelope('invoice.paid', invoice({ currency: 'us\ud800' })))).toMatch(/half of a character\) at data\.object\.currency$/);
  });
});
