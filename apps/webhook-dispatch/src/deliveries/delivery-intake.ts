import { consume, ForgottenMembers } from '@vi/service-kit';
import { DeliveriesRepository } from './deliveries.repository.js';
import { DeliveryWorker } from './delivery-worker.js';
import { DELIVERED_EVENTS, payloadOfEvent } from './payload.js';

/** The durable consumer's name: replicas share it, and it survives restarts. */
export const DELIVERIES_CONSUMER = 'webhook-dispatch-deliveries';

/**
 * Turns signup, purchase and feedback events into deliveries: one row per enabled configuration of
 * the type, written in the transaction that records the event as handled, before the ack. Nothing is
 * sent here; the worker is woken once the rows are committed.
 */
export const deliveryIntake = consume({
  durable: 'webhook-dispatch-deliveries',
  subjects: DELIVERED_EVENTS,
  inject: [DeliveriesRepository, ForgottenMembers, DeliveryWorker],
  handle: (deliveries: DeliveriesRepository, forgotten: ForgottenMembers, worker: DeliveryWorker) => async (event, manager) => {
    const payload = payloadOfEvent(event);
    if (!payload) return undefined;
    // An event about a member deleted meanwhile (another service published it after identity's deletion) is not delivered.
    const userId = (event.data as { userId?: unknown }).userId;
    if (typeof userId === 'string') {
      await forgotten.lockMember(manager, userId);
      if (await forgotten.isForgotten(manager, userId)) return undefined;
    }
    const enqueued = await deliveries.enqueueForEvent(manager, event.id, payload.type, payload.body);
    return enqueued > 0 ? () => worker.wake() : undefined;
  },
});
