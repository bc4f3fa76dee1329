import { VapiClient, VapiError, VapiTimeoutError } from '@vapi-ai/server-sdk';
import { z } from 'zod';
import { assistantPayload } from '../voice-provision/assistant-config.js';
import { provisionAssistant } from '../voice-provision/provision.js';

/** The platform's API when VAPI_BASE_URL is not set. */
const DEFAULT_BASE_URL = 'https://api.vapi.ai';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const required = (hint: string, minLength = 1) => z.string(hint).trim().min(minLength, hint);

const provisionConfigShape = {
  /** Sensitive. The platform's private API key (dashboard, "API Keys"). */
  VAPI_PRIVATE_KEY: required('set it to the private API key from the voice platform dashboard'),
  /** Sensitive. Must be the gateway's VAPI_WEBHOOK_SECRET: the platform sends it with every server message. */
  VAPI_WEBHOOK_SECRET: required('set it to the gateway’s VAPI_WEBHOOK_SECRET (16+ characters)', 16),
  /** Where members reach the gateway; the platform posts its call reports there. */
  PUBLIC_URL: z.url('set it to the address members reach Vi at, e.g. https://vi.example.com'),
  /** Update this assistant instead of finding one by name. */
  VAPI_ASSISTANT_ID: optional,
  /** Another address for the platform's API (tests, a proxy, a self-hosted deployment). */
  VAPI_BASE_URL: optional.pipe(z.url().optional()),
};

/** Names every missing or bad variable, one per line. */
class ConfigError extends Error {}

function readConfig(env: NodeJS.ProcessEnv) {
  const result = z.object(provisionConfigShape).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return env[name] ? `${name} is invalid: ${issue.message}` : `${name} is missing: ${issue.message}`;
  });
  throw new ConfigError(problems.join('\n'));
}

/** What went wrong, in one line; no stack trace: the person running this needs the cause, not our code. */
function explain(error: unknown, baseUrl: string): string {
  if (error instanceof ConfigError) return error.message;
  if (error instanceof VapiTimeoutError) return `Could not reach the voice platform at ${baseUrl}: no answer in time. Check your network or VAPI_BASE_URL.`;
  if (error instanceof VapiError) {
    if (error.statusCode === undefined) {
      return `Could not reach the voice platform at ${baseUrl}: ${connectionCause(error)}. Check your network or VAPI_BASE_URL.`;
    }
    const said = (error.body as { message?: unknown } | undefined)?.message;
    const detail = Array.isArray(said) ? said.join('; ') : typeof said === 'string' ? said : error.message;
    if (error.statusCode === 401 || error.statusCode === 403) return `The voice platform refused VAPI_PRIVATE_KEY (${error.statusCode}): ${detail}`;
    if (error.statusCode === 404) return `The voice platform has no such assistant (check VAPI_ASSISTANT_ID): ${detail}`;
    return `The voice platform answered ${error.statusCode}: ${detail}`;
  }
  return (error as Error)?.message ?? String(error);
}

/** The innermost cause of a failed connection (e.g. "connect ECONNREFUSED 127.0.0.1:9"). */
function connectionCause(error: Error): string {
  let cause: unknown = error;
  while ((cause as { cause?: unknown })?.cause) cause = (cause as { cause: unknown }).cause;
  return (cause as Error)?.message || error.message;
}

/**
 * Creates or updates the voice platform's assistant: `npm run voice:provision`. Prints the
 * assistant id to set as the gateway's VAPI_ASSISTANT_ID.
 */
async function main(): Promise<number> {
  let baseUrl = process.env.VAPI_BASE_URL || DEFAULT_BASE_URL;
  try {
    const config = readConfig(process.env);
    baseUrl = config.VAPI_BASE_URL ?? DEFAULT_BASE_URL;
    const client = new VapiClient({ token: config.VAPI_PRIVATE_KEY, baseUrl });
    const payload = assistantPayload({ publicUrl: config.PUBLIC_URL, webhookSecret: config.VAPI_WEBHOOK_SECRET });
    const result = await provisionAssistant(client, payload, config.VAPI_ASSISTANT_ID);
    process.stdout.write(
      `Assistant "${payload.name}" ${result.action} (system prompt ${payload.metadata.systemPromptVersion}). Configure the gateway with:\nVAPI_ASSISTANT_ID=${result.id}\n`,
    );
  } catch (error) {
    process.stderr.write(`${explain(error, baseUrl)}\n`);
    return 1;
  }
  return 0;
}

// Exits at once: the platform client leaves its request timer running after a failed connection.
void main().then((code) => process.exit(code));
