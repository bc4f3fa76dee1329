import type { Risk } from '@vi/contracts';

/** The part of one OpenAI moderation result the layer reads. */
export interface ModerationVerdict {
  categories: Record<string, boolean | undefined>;
}

/**
 * OpenAI's moderation verdict on the member's newest message, in our words:
 * - `self-harm/intent` (wants or means to harm themselves, suicide included): `urgent`, active thoughts;
 * - `self-harm/instructions` (asks how, or tells how): `urgent`, method;
 * - `self-harm` alone (self-harm or suicide in the words, whose it is unclear): `concern`, asked about kindly;
 * - `violence` with `harassment/threatening` (a threat against someone): `urgent`, harm to others.
 *   `violence` alone is not counted: it flags stories, games and news as much as threats.
 */
export function riskFromModeration(verdict: ModerationVerdict): Risk | null {
  const flagged = (name: string) => verdict.categories[name] === true;
  const categories: Risk['categories'] = [];
  if (flagged('self-harm/intent')) categories.push('active_ideation');
  if (flagged('self-harm/instructions')) categories.push('method_means');
  if (flagged('violence') && flagged('harassment/threatening')) categories.push('harm_to_others');
  if (categories.length > 0) return { level: 'urgent', categories };
  if (flagged('self-harm')) return { level: 'concern', categories: [] };
  return null;
}
