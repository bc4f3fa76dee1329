import { describe, expect, it } from '@jest/globals';
import { SYSTEM_PROMPT_VERSION } from '../assistant/system-prompt.v1.js';
import { LANGUAGES } from '../coach/language.js';
import { assistantPayload, DISCLOSURES, FIRST_MESSAGES, platformSystemPrompt, spokenDisclosure } from './assistant-config.js';

const payload = assistantPayload({ publicUrl: 'https://vi.example.com/', webhookSecret: 'secret-of-sixteen-chars' });
const system = payload.model.messages[0]!.content;

/** A path (`/crisis-resources`) or a web address. */
const PATH_OR_URL = /(^|[\s(])\/[a-z]|https?:\/\/|www\./im;

describe('the voice platform assistant', () => {
  it("runs on chat's system prompt, versioned in its metadata, with the voice-call note", () => {
    expect(system.startsWith('You are Vi, an AI emotional-support assistant for adults.')).toBe(true);
    expect(system).toContain('voice call');
    expect(payload.metadata).toEqual({ product: 'vi', systemPromptVersion: SYSTEM_PROMPT_VERSION });
  });

  it('says "the crisis resources page", never a path or address, and never calls Vi a therapist or counsellor', () => {
    expect(system).toContain('the crisis resources page');
    expect(system).not.toMatch(PATH_OR_URL);
    expect(system).toContain('988');
    for (const text of [system, payload.firstMessage]) expect(text).not.toMatch(/therap|counsel+or|psycholog(ist)?\b/i);
    expect(platformSystemPrompt('Call 988, or see https://vi.example.com/crisis-resources.', 'Note.')).toBe(
      'Call 988, or see the crisis resources page.\n\nNote.',
    );
  });

  it('opens every call with the AI disclosure, in the call language, then the greeting', () => {
    expect(DISCLOSURES.en).toBe('THE AI COMPANION (VI) IS A COMPUTER PROGRAM AND NOT A HUMAN BEING. IT IS UNABLE TO FEEL HUMAN EMOTION.');
    for (const language of LANGUAGES) {
      const first = FIRST_MESSAGES[language];
      // The disclosure's very words come first (spoken in sentence case), before anything else.
      expect(first.toUpperCase().startsWith(DISCLOSURES[language])).toBe(true);
      expect(first.startsWith(spokenDisclosure(DISCLOSURES[language]))).toBe(true);
      expect(payload.firstMessage).toContain(first);
    }
    expect(FIRST_MESSAGES.en.startsWith('The AI companion (Vi) is a computer program and not a human being. It is unable to feel human emotion. ')).toBe(true);
    // Only heard, never shown: the case is for the voice (German nouns lose their capitals, which no one hears).
    expect(spokenDisclosure(DISCLOSURES.de)).toBe(
      'Der KI-begleiter (Vi) ist ein computerprogramm und kein mensch. Er kann keine menschlichen gefühle empfinden.',
    );
    // English when the call's language is missing or unknown.
    expect(payload.firstMessage).toMatch(new RegExp(`\\{% else %\\}${FIRST_MESSAGES.en.replace(/[.?()]/g, '\\$&')}\\{% endcase %\\}$`));
    expect(payload.firstMessageMode).toBe('assistant-speaks-first');
  });

  it('sends the end-of-call report and status updates to the gateway with the secret', () => {
    expect(payload.server).toEqual({
      url: 'https://vi.example.com/api/v1/voice/server-messages',
      headers: { 'x-vapi-secret': 'secret-of-sixteen-chars' },
    });
    expect(payload.serverMessages).toEqual(['end-of-call-report', 'status-update']);
  });
});
