import type { VoiceTurnRequest } from '@vi/contracts';
import type { ContextMessage } from '../assistant/context.js';
import { assessMessage } from '../safety/risk/index.js';
import { screenMessage } from '../screening/screening.js';

/**
 * A voice call's earlier turns as the browser sent them, made fit for the model's context. The
 * server keeps no voice text, so these come from the browser and are screened like a new turn:
 * a turn that is empty or a prompt-injection attempt is left out, and so is the assistant's
 * answer to it (the canned reply). A turn showing crisis risk is kept out of the context with its
 * answer (the fixed crisis reply), as chat does with crisis exchanges.
 */
export function screenHistory(history: NonNullable<VoiceTurnRequest['history']>): ContextMessage[] {
  const kept: ContextMessage[] = [];
  // Whether the last member turn was left out: the assistant's answer to it goes too.
  let memberTurnLeftOut = false;
  for (const turn of history) {
    const screened = screenMessage(turn.content);
    if (turn.role === 'assistant') {
      if (!memberTurnLeftOut && screened.kind === 'ok') kept.push({ role: 'assistant', content: screened.text, crisis: false, cutOff: false });
      continue;
    }
    memberTurnLeftOut = screened.kind !== 'ok';
    if (screened.kind !== 'ok') continue;
    const crisis = assessMessage(screened.text).level !== null;
    // Marked rather than dropped here: the context window leaves crisis turns out.
    kept.push({ role: 'user', content: screened.text, crisis, cutOff: false });
    memberTurnLeftOut = crisis;
  }
  return kept;
}
