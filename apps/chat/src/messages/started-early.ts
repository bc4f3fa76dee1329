/**
 * Work started now and awaited later, beside the model's request (the stored conversation, the
 * session, the model layer's verdict, the member's message being saved). Until something awaits
 * it, a rejection would be reported as unhandled and end the process; this marks the promise as
 * handled. Whoever awaits it still receives the rejection, so nothing is silenced.
 */
export function startedEarly<T>(work: Promise<T>): Promise<T> {
  work.catch(() => undefined);
  return work;
}
