import type { VapiClient } from '@vapi-ai/server-sdk';
import type { assistantPayload } from './assistant-config.js';

export interface ProvisionResult {
  id: string;
  action: 'created' | 'updated';
}

/** One attempt per request, bounded: provisioning is run by hand and says at once what failed. */
const REQUEST = { maxRetries: 0, timeoutInSeconds: 30 } as const;

/**
 * Creates the assistant, or updates it: the one named by `assistantId` when given, else the newest
 * assistant with the same name, so running it again changes the assistant in place instead of
 * adding another.
 */
export async function provisionAssistant(client: VapiClient, payload: ReturnType<typeof assistantPayload>, assistantId?: string): Promise<ProvisionResult> {
  let targetId = assistantId;
  if (!targetId) {
    const assistants = await client.assistants.list({ limit: 1000 }, REQUEST);
    targetId = assistants.filter((assistant) => assistant.name === payload.name).sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))[0]?.id;
  }
  if (targetId) {
    const updated = await client.assistants.update({ ...payload, id: targetId }, REQUEST);
    return { id: updated.id, action: 'updated' };
  }
  const created = await client.assistants.create(payload, REQUEST);
  return { id: created.id, action: 'created' };
}
