import type { VoiceCallMode } from '@vi/contracts';

/** What the member's end of a call does: set its outcome, or leave it to the voice platform. */
export type MemberEndOutcome = 'completed' | 'failed' | 'platform-decides';

/**
 * The member's word on how a call ended never gives its allowance slot back by itself
 * (docs/adr/0039-allowance-integrity.md):
 * - a call our own gateway never let start (no AI disclosure) failed: nothing took place;
 * - a platform call's outcome is the platform's (its end-of-call report or "ended" status update,
 *   whichever comes, before or after the member's end); the member's end only stops its clock;
 * - a browser call is "failed" only if the server handled no turn of the member in it: the browser
 *   asks the server for every reply, so a call without a turn never connected.
 */
export function memberEndOutcome(call: { mode: VoiceCallMode | null; turns: number }, asked: 'completed' | 'failed', neverStarted = false): MemberEndOutcome {
  if (neverStarted) return 'failed';
  if (call.mode === 'platform') return 'platform-decides';
  return asked === 'failed' && call.turns === 0 ? 'failed' : 'completed';
}
