import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Risk } from '@vi/contracts';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { CLASSIFICATION_SCHEMA, CLASSIFIER_PROMPT, conversationExcerpt, parseClassification, type RiskTurn } from './classification.js';
import { strongestSoon } from './levels.js';
import { riskFromModeration } from './moderation.js';

interface ModelLayerConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  OPENAI_MODERATION: 'auto' | 'on' | 'off';
}

/** Optional tuning (tests); the defaults suit production. */
export const MODEL_RISK_LAYER_OPTIONS = Symbol('MODEL_RISK_LAYER_OPTIONS');
export interface ModelRiskLayerOptions {
  /** Upper bound for each question (classification, moderation). Default 4000 ms. */
  timeoutMs?: number;
  /** Once one verdict shows risk, how long the other may still add to it. Default 250 ms. */
  graceMs?: number;
}

export const MODEL_LAYER_TIMEOUT_MS = 4000;
export const MODEL_LAYER_GRACE_MS = 250;
/** The classification's answer is a few dozen tokens; this bounds a model that rambles. */
const CLASSIFICATION_MAX_TOKENS = 150;
/** A server that refuses structured output this many times running is not asked again. */
const REFUSALS_BEFORE_GIVING_UP = 3;
/** The same kind of failure is logged at most once in this long (a slow local model would otherwise warn on every message). */
const WARN_EVERY_MS = 60_000;

/** OpenAI itself (not an OpenAI-compatible server): no base URL, or one at api.openai.com. */
export function isOpenAiItself(baseUrl: string | undefined): boolean {
  if (!baseUrl) return true;
  try {
    return new URL(baseUrl).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/**
 * The model layer of risk detection: when a model is configured, the configured model is asked
 * for a structured risk classification of the member's last turns and, with OpenAI itself, its
 * moderation endpoint is asked about the newest message, both at once; the stronger verdict
 * wins. It runs beside the reply (never before it): `relayWatched` stops a reply it flags.
 *
 * It never throws and never holds anything up for long: offline it answers null at once, and a
 * timeout, an unreadable answer or a server without the feature is null and a warning. An
 * endpoint that answered 404 (or refused structured output three times running) is not asked again.
 */
@Injectable()
export class ModelRiskLayer {
  private readonly client?: OpenAI;
  private classifying: boolean;
  private moderating: boolean;
  private refusedInARow = 0;
  private readonly timeoutMs: number;
  private readonly graceMs: number;
  private readonly warned = new Map<string, number>();

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ModelLayerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(MODEL_RISK_LAYER_OPTIONS) options: ModelRiskLayerOptions | null = null,
  ) {
    this.timeoutMs = options?.timeoutMs ?? MODEL_LAYER_TIMEOUT_MS;
    this.graceMs = options?.graceMs ?? MODEL_LAYER_GRACE_MS;
    if (config.OPENAI_API_KEY) {
      this.client = new OpenAI({ apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, timeout: this.timeoutMs, maxRetries: 0 });
    }
    this.classifying = Boolean(this.client);
    this.moderating =
      Boolean(this.client) && (config.OPENAI_MODERATION === 'on' || (config.OPENAI_MODERATION === 'auto' && isOpenAiItself(config.OPENAI_BASE_URL)));
  }

  /** Whether anything is asked at all (a model is configured and some endpoint still answers). */
  get active(): boolean {
    return this.classifying || this.moderating;
  }

  /**
   * The risk the member's last turns show by the model's judgement (and OpenAI's moderation of
   * the newest one), or null: none, offline, or the question failed. Never rejects. Aborting
   * `signal` cancels the questions and resolves null.
   */
  async assess(turns: RiskTurn[], signal?: AbortSignal): Promise<Risk | null> {
    if (!this.active || signal?.aborted) return null;
    const excerpt = conversationExcerpt(turns);
    const newest = turns.findLast((turn) => turn.role === 'user')?.content.trim();
    if (!excerpt || !newest) return null;
    const verdicts: Promise<Risk | null>[] = [];
    if (this.classifying) verdicts.push(this.classify(excerpt, signal));
    if (this.moderating) verdicts.push(this.moderate(newest, signal));
    return strongestSoon(verdicts, this.graceMs);
  }

  private async classify(excerpt: string, signal?: AbortSignal): Promise<Risk | null> {
    try {
      const completion = await this.client!.chat.completions.create(
        {
          model: this.config.OPENAI_MODEL,
          temperature: 0,
          max_tokens: CLASSIFICATION_MAX_TOKENS,
          response_format: { type: 'json_schema', json_schema: CLASSIFICATION_SCHEMA },
          messages: [
            { role: 'system', content: CLASSIFIER_PROMPT },
            { role: 'user', content: excerpt },
          ],
        },
        { signal, timeout: this.timeoutMs, maxRetries: 0 },
      );
      this.refusedInARow = 0;
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new Error('the model refused to classify');
      return parseClassification(message?.content);
    } catch (error) {
      if (signal?.aborted) return null;
      const status = statusOf(error);
      if (status === 404) {
        this.classifying = false;
        this.logger.warn({ status }, 'the provider answered 404 to the risk classification; it is not asked again (the offline layer still applies)');
      } else if (status === 400 && ++this.refusedInARow >= REFUSALS_BEFORE_GIVING_UP) {
        this.classifying = false;
        this.logger.warn(
          { status, detail: (error as Error).message },
          'the provider refused structured output three times running; the risk classification is not asked again (the offline layer still applies)',
        );
      } else {
        this.warn('classification', { status, detail: (error as Error)?.message }, 'risk classification failed; the offline layer still applies');
      }
      return null;
    }
  }

  private async moderate(newest: string, signal?: AbortSignal): Promise<Risk | null> {
    try {
      const result = await this.client!.moderations.create({ input: newest }, { signal, timeout: this.timeoutMs, maxRetries: 0 });
      const first = result.results[0];
      return first ? riskFromModeration({ categories: first.categories as unknown as Record<string, boolean> }) : null;
    } catch (error) {
      if (signal?.aborted) return null;
      const status = statusOf(error);
      if (status === 404) {
        this.moderating = false;
        this.logger.warn({ status }, 'the provider has no moderation endpoint; it is not asked again');
      } else {
        this.warn('moderation', { status, detail: (error as Error)?.message }, 'moderation check failed; the offline layer still applies');
      }
      return null;
    }
  }

  /** A warning, at most once a minute for the same kind of failure (never with the member's words). */
  private warn(kind: string, detail: Record<string, unknown>, message: string) {
    const now = Date.now();
    if (now - (this.warned.get(kind) ?? -Infinity) < WARN_EVERY_MS) return;
    this.warned.set(kind, now);
    this.logger.warn(detail, message);
  }
}
