import type { Risk } from '@vi/contracts';

/**
 * The one-tap lines the crisis panel shows, by risk. `sms:` bodies use `?&body=`, which both
 * iOS and Android read (the same form as /crisis-resources).
 */
export type PanelLineId = 'emergency' | 'call988' | 'text988' | 'text741741' | 'anad' | 'dvCall' | 'dvText';

export interface PanelLine {
  id: PanelLineId;
  href: `tel:${string}` | `sms:${string}`;
}

export const PANEL_LINES: Record<PanelLineId, PanelLine> = {
  emergency: { id: 'emergency', href: 'tel:911' },
  call988: { id: 'call988', href: 'tel:988' },
  text988: { id: 'text988', href: 'sms:988' },
  text741741: { id: 'text741741', href: 'sms:741741?&body=HOME' },
  anad: { id: 'anad', href: 'tel:18883757767' },
  dvCall: { id: 'dvCall', href: 'tel:18007997233' },
  dvText: { id: 'dvText', href: 'sms:88788?&body=START' },
};

/** Whether the panel is the prominent one (an alert, the emergency number first). */
export function isUrgent(risk: Risk): boolean {
  return risk.level === 'urgent' || risk.level === 'imminent';
}

/** The lines for a risk, in the order shown: the emergency number first when urgent, then 988 and 741741. */
export function mainLines(risk: Risk): PanelLine[] {
  const lines = [PANEL_LINES.call988, PANEL_LINES.text988, PANEL_LINES.text741741];
  return isUrgent(risk) ? [PANEL_LINES.emergency, ...lines] : lines;
}

/** Resources for particular categories, shown after the main lines. */
export function categoryLines(risk: Risk): PanelLine[] {
  const lines: PanelLine[] = [];
  if (risk.categories.includes('eating_disorder')) lines.push(PANEL_LINES.anad);
  if (risk.categories.includes('danger_from_others')) lines.push(PANEL_LINES.dvCall, PANEL_LINES.dvText);
  return lines;
}

/** A `done` event from before the server sent `risk`: a crisis reply counts as urgent. */
export function riskFromDone(done: { crisis: boolean; risk?: Risk | null }): Risk | null {
  if (done.risk) return done.risk;
  return done.crisis ? { level: 'urgent', categories: [] } : null;
}

const LEVEL_ORDER = ['concern', 'urgent', 'imminent'] as const;

/** The higher of two risks' levels with both's categories: a conversation's risk only grows. */
export function mergeRisk(current: Risk | null, next: Risk): Risk {
  if (!current) return next;
  const level = LEVEL_ORDER.indexOf(next.level) > LEVEL_ORDER.indexOf(current.level) ? next.level : current.level;
  return { level, categories: [...new Set([...current.categories, ...next.categories])] };
}

/**
 * A loaded conversation's risk: the server's, or (from a server before the safety net) urgent
 * when one of its replies was the crisis reply.
 */
export function conversationRisk(conversation: { risk?: Risk | null; messages: ReadonlyArray<{ role: string; crisis: boolean }> }): Risk | null {
  if (conversation.risk) return conversation.risk;
  return conversation.messages.some((m) => m.role === 'assistant' && m.crisis) ? { level: 'urgent', categories: [] } : null;
}
