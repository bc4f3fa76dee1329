import { inflateRawSync } from 'node:zlib';
import type { RiskCategory, RiskLevel } from '../types.js';
import { type ClauseFeatures, preparedFeatureHashes, readings } from './features.js';
import { MODEL } from './model.js';

/**
 * The learned layer of the offline detector: logistic regressions over hashed words, word pairs and
 * letter sequences (features.ts), trained by scripts/safety/train-risk-model.mjs on the labelled
 * development and training sets (never the held-out set). It reads the messages the rules miss:
 * indirect wording, phrasings no rule was written for, misspellings. One head says whether a message
 * shows risk, two say how urgent it is, one per category says which kind it is.
 * The engine decides when its score counts (engine.ts, `learnedFinding`).
 */

/** One head as the training script writes it: int8 weights (deflated, base64) times `scale`, hashed to `bits` bits. */
export interface EncodedHead {
  bits: number;
  bias: number;
  scale: number;
  weights: string;
}

export interface LearnedModel {
  /**
   * Probabilities at or above which a message counts: alone; beside a weak rule phrase, read without
   * it (`besideSignal`) or whole (`wholeBesideSignal`); and alone when shorter than `shortWords` words.
   */
  threshold: { alone: number; besideSignal: number; wholeBesideSignal: number; shortWords: number; shortAlone: number };
  categories: string[];
  risk: EncodedHead;
  urgent: EncodedHead;
  imminent: EncodedHead;
  categoryHeads: EncodedHead[];
}

interface Head {
  mask: number;
  bias: number;
  weights: Float32Array;
}

export interface LearnedScore {
  /** The probability that a careful reader would answer the message with crisis help. */
  readonly probability: number;
  readonly level: RiskLevel;
  readonly category: RiskCategory;
}

let heads: { risk: Head; urgent: Head; imminent: Head; categories: Head[] } | null = null;

function decode(head: EncodedHead): Head {
  const bytes = inflateRawSync(Buffer.from(head.weights, 'base64'));
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const weights = new Float32Array(q.length);
  for (let i = 0; i < q.length; i += 1) weights[i] = (q[i] as number) * head.scale;
  return { mask: (1 << head.bits) - 1, bias: head.bias, weights };
}

/** Decoded on first use, so importing the detector stays cheap. */
function loaded() {
  heads ??= {
    risk: decode(MODEL.risk),
    urgent: decode(MODEL.urgent),
    imminent: decode(MODEL.imminent),
    categories: MODEL.categoryHeads.map(decode),
  };
  return heads;
}

function score(head: Head, hashes: Uint32Array, scale: number): number {
  let z = head.bias;
  for (let i = 0; i < hashes.length; i += 1) z += (head.weights[(hashes[i] as number) & head.mask] as number) * scale;
  return 1 / (1 + Math.exp(-z));
}

/**
 * The learned layer's reading of one message, given in the detector's form (`prepareText`): the
 * highest risk score of the whole message and, for a long one, of its stretches (features.ts
 * `readings`), with the level and category read from that same text. Most messages score below every
 * threshold, so the level and category heads are read only when asked for.
 */
export function learnedScore(prepared: string): LearnedScore {
  const h = loaded();
  let best: { hashes: Uint32Array; scale: number; probability: number } | null = null;
  const memo = new Map<string, ClauseFeatures>();
  for (const text of readings(prepared)) {
    const hashes = preparedFeatureHashes(text, memo);
    const scale = 1 / Math.sqrt(Math.max(1, hashes.length));
    const probability = score(h.risk, hashes, scale);
    if (!best || probability > best.probability) best = { hashes, scale, probability };
  }
  const { hashes, scale, probability } = best as { hashes: Uint32Array; scale: number; probability: number };
  return {
    probability,
    get level(): RiskLevel {
      return score(h.imminent, hashes, scale) >= 0.5 ? 'imminent' : score(h.urgent, hashes, scale) >= 0.5 ? 'urgent' : 'concern';
    },
    get category(): RiskCategory {
      let category = 0;
      let top = -1;
      h.categories.forEach((head, i) => {
        const s = score(head, hashes, scale);
        if (s > top) {
          top = s;
          category = i;
        }
      });
      return MODEL.categories[category] as RiskCategory;
    },
  };
}

/** The thresholds the training run chose. */
export const LEARNED_THRESHOLD = MODEL.threshold;
