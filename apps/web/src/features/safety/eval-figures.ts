import raw from './eval-figures.json';

/**
 * The crisis detector's figures on the team's labelled held-out sets (every docs/safety/evalN/), written by
 * `node bench/crisis-eval.mjs --write`. A null is a figure not measured yet.
 */
export interface EvalFigures {
  measuredOn: string | null;
  messages: number | null;
  conversations: number | null;
  languages: number | null;
  recall: number | null;
  precision: number | null;
  imminentRecall: number | null;
  planMeansRecall: number | null;
  conversationRecall: number | null;
  /** The share of everyday messages with no risk (docs/safety/eval/ordinary.jsonl) that raised an alarm. */
  ordinaryFalseAlarmRate: number | null;
  p99Ms: number | null;
}

const FIELDS: ReadonlyArray<keyof EvalFigures> = [
  'measuredOn',
  'messages',
  'conversations',
  'languages',
  'recall',
  'precision',
  'imminentRecall',
  'planMeansRecall',
  'conversationRecall',
  'ordinaryFalseAlarmRate',
  'p99Ms',
];

/** The file's figures, any missing or malformed one read as not measured. */
export function readFigures(source: unknown): EvalFigures {
  const record = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const figures = {} as Record<keyof EvalFigures, unknown>;
  for (const field of FIELDS) {
    const value = record[field];
    figures[field] = field === 'measuredOn' ? (typeof value === 'string' ? value : null) : typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return figures as unknown as EvalFigures;
}

export const EVAL_FIGURES: EvalFigures = readFigures(raw);

/** A share (0..1) as a percentage with one decimal, in the page's language. */
export function formatShare(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
