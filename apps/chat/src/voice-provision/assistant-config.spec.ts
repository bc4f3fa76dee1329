import { describe, expect, it } from '@jest/globals';
import { SYSTEM_PROMPT_V1, SYSTEM_PROMPT_VERSION } from '../assistant/system-prompt.v1.js';
import { assistantPayload, FIRST_MESSAGES } from './assistant-config.js';

const payload = assistantPayload({ publicUrl: 'https://vi.example.com/', webhookSecret: 'secret-of-sixteen-chars' });

describe('the voice platform assistant', () => {
  it('runs on chat system prompt, versioned in its metadata', () => {
    const system = payload.model.messages[0]!.content;
    expect(system.startsWith(SYSTEM_PROMPT_V1)).toBe(true);
    expect(system).toContain('voice call');
    expect(payload.metadata).toEqual({ product: 'vi', systemPromptVersion: SYSTEM_PROMPT_VERSION });
  });

  it('says first that it is an AI, not a person, and offers emotional support, not therapy', () => {
    expect(FIRST_MESSAGES.en).toMatch(/\bAI\b/);
    expect(FIRST_MESSAGES.en).toContain('not a person');
    expect(FIRST_MESSAGES.en).toContain('emotional support, not therapy');
    for (const text of Object.values(FIRST_MESSAGES)) expect(payload.firstMessage).toContain(text);
    // English when the call's language is missing or unknown.
    expect(payload.firstMessage).toMatch(new RegExp(`\\{% else %\\}${FIRST_MESSAGES.en.replace(/[.?]/g, '\\$&')}\\{% endcase %\\}$`));
  });

  it('sends the end-of-call report and status updates to the gateway with the secret', () => {
    expect(payload.server).toEqual({
      url: 'https://vi.example.com/api/v1/voice/server-messages',
      headers: { 'x-vapi-secret': 'secret-of-sixteen-chars' },
    });
    expect(payload.serverMessages).toEqual(['end-of-call-report', 'status-update']);
  });
});
