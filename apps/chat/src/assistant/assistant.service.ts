import { Inject, Injectable } from '@nestjs/common';
import type { AssistantMode } from '@vi/contracts';
import { LOGGER, SERVICE_CONFIG } from '@vi/service-kit';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { LANGUAGE_NAMES, type Language } from '../coach/language.js';
import { OFFLINE_MODEL_NAME, offlineCoachReply } from '../coach/offline-coach.js';
import { afterCrisisNoteV1, SYSTEM_PROMPT_V1, voiceCallNoteV1 } from './system-prompt.v1.js';

interface AssistantConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODERATION: 'auto' | 'on' | 'off';
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS: number;
}

export type Turn = { role: 'user' | 'assistant'; content: string };

export interface ReplyOptions {
  /**
   * A spoken turn of a voice call in this language: the reply is read aloud, so the model is
   * told so, and the offline coach answers in the call's language rather than guessing it.
   */
  voiceCall?: { language: Language };
  /** The conversation has shown risk: the model is told so (the crisis exchange itself stays out of its context). */
  afterCrisis?: { level: string };
}

/**
 * Who answers: a model behind an OpenAI-compatible Chat Completions API when a key is
 * configured, else the built-in offline coach. Both stream text.
 */
@Injectable()
export class AssistantService {
  private readonly client?: OpenAI;
  readonly mode: AssistantMode;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: AssistantConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    if (config.OPENAI_API_KEY) {
      this.client = new OpenAI({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        timeout: config.OPENAI_TIMEOUT_MS,
        // One retry for a connection that failed before anything streamed.
        maxRetries: 1,
      });
      this.mode = { mode: 'provider', model: config.OPENAI_MODEL };
    } else {
      this.mode = { mode: 'offline', model: OFFLINE_MODEL_NAME };
    }
  }

  /** Yields the reply in pieces as they arrive. Throws the provider's error (see provider-errors). */
  async *reply(history: Turn[], signal?: AbortSignal, options: ReplyOptions = {}): AsyncGenerator<string> {
    if (!this.client) {
      yield* this.offline(history, options.voiceCall?.language);
      return;
    }
    // One system message: some OpenAI-compatible servers refuse a second one.
    const notes = [
      ...(options.voiceCall ? [voiceCallNoteV1(LANGUAGE_NAMES[options.voiceCall.language])] : []),
      ...(options.afterCrisis ? [afterCrisisNoteV1(options.afterCrisis.level)] : []),
    ];
    const system = [SYSTEM_PROMPT_V1, ...notes].join('\n\n');
    const stream = await this.client.chat.completions.create(
      { model: this.config.OPENAI_MODEL, stream: true, messages: [{ role: 'system', content: system }, ...history] },
      { signal, timeout: this.config.OPENAI_TIMEOUT_MS },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  }

  /** The offline coach answers at once; it streams word groups so the page behaves the same. */
  private async *offline(history: Turn[], language?: Language): AsyncGenerator<string> {
    const { text } = offlineCoachReply(history, language);
    const pieces = text.match(/\S+\s*/g) ?? [text];
    for (let i = 0; i < pieces.length; i += 3) yield pieces.slice(i, i + 3).join('');
  }
}
