import { z } from 'zod';

/**
 * Events a service's consumer could not handle after repeated attempts (or could not read), set
 * aside in that service's `dead_letters` table so they stop holding up the events behind them.
 * Admins list them and replay them once the cause is fixed. The event's payload is not shown (it
 * may hold a member's details); its subject and id say what it was.
 */
export const deadLetterSchema = z.object({
  id: z.uuid(),
  /** The service whose consumer set it aside. */
  service: z.string(),
  consumer: z.string(),
  /** Null when the message could not be read as an event at all. */
  eventId: z.uuid().nullable(),
  subject: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  deadAt: z.iso.datetime(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;
export const deadLetterListSchema = z.object({ items: z.array(deadLetterSchema) });
export type DeadLetterList = z.infer<typeof deadLetterListSchema>;

/** `GET /api/v1/admin/dead-letters`: every service's, newest first; services that did not answer are named. */
export const adminDeadLettersSchema = z.object({ items: z.array(deadLetterSchema), unavailable: z.array(z.string()) });
export type AdminDeadLetters = z.infer<typeof adminDeadLettersSchema>;

export const deadLetterRequestSchema = z.object({ id: z.uuid() });
export const deadLetterReplayedSchema = z.object({ replayed: z.literal(true) });
export const deadLetterDiscardedSchema = z.object({ discarded: z.literal(true) });
