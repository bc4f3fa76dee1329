import { z } from 'zod';
import { keyConfigShape } from './encryption/key-config.js';

export const chatConfigShape = {
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8103),
  /** Sensitive. With no key the built-in offline coach answers. */
  OPENAI_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Any OpenAI-compatible server: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp, LM Studio. */
  OPENAI_BASE_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Upper bound for one reply, first token to last. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(60_000),
  /**
   * Ask the provider's moderation endpoint about self-harm on every message. `auto`: only with
   * OpenAI itself (OpenAI-compatible servers such as Ollama or vLLM have no such endpoint).
   */
  OPENAI_MODERATION: z.enum(['auto', 'on', 'off']).default('auto'),
  /** How much of the conversation the model sees, in (estimated) tokens. */
  CONTEXT_TOKEN_BUDGET: z.coerce.number().int().min(200).max(200_000).default(3000),
  ...keyConfigShape,
};
