import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type voiceDisclosureResultSchema, type VoiceTranscriptResult } from '@vi/contracts';
import { HandleRpc, LOGGER, parseRequest, RpcClient } from '@vi/service-kit';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { askedIfHuman, disclosureText, truthfulAnswer } from './disclosure/index.js';
import { crisisResponse } from './responses/index.js';
import { assessMessage } from './risk/index.js';
import { asRisk, isNewRisk, SafetyNet, strongest } from './safety-net.service.js';
import { forSpeech } from './spoken.js';

/**
 * The safety net for calls the voice platform holds: the page sends each final transcript turn of
 * the member as it arrives, and gets back what to show (the crisis panel) and what Vi should say
 * at once. Nothing of the words is stored or logged; a crisis flags the call and counts a referral.
 */
@Controller()
export class VoiceSafetyController {
  constructor(
    private readonly safety: SafetyNet,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @HandleRpc(RPC.chat.voiceTranscript)
  async transcript(@Payload() data: unknown): Promise<VoiceTranscriptResult> {
    const { userId, sessionId, language, text, earlier } = parseRequest(RPC.chat.voiceTranscript, data);
    // The call must be the member's (NOT_FOUND otherwise, before anything is read).
    await this.rpc.call(RPC.sessions.getVoice, { userId, sessionId });
    const known = earlier.length > 0 ? asRisk(this.safety.assess(earlier, null)) : null;
    const risk = strongest(asRisk(assessMessage(text)), asRisk(this.safety.assess([...earlier, text], known)));
    if (isNewRisk(risk, known)) {
      this.safety.referred(risk!, 'platform_voice', language);
      this.rpc.call(RPC.sessions.flagVoiceCrisis, { userId, sessionId }).catch((error: unknown) => {
        this.logger.warn({ err: error, sessionId }, 'could not flag the platform call for crisis');
      });
      const say = forSpeech(crisisResponse({ level: risk!.level, categories: risk!.categories, language, channel: 'voice' }), language);
      return { risk, say, disclosure: null };
    }
    if (askedIfHuman(text)) {
      return { risk, say: forSpeech(truthfulAnswer(language, 'voice'), language), disclosure: { text: disclosureText(language), reason: 'asked' } };
    }
    return { risk, say: null, disclosure: null };
  }

  /** What a call opens with: the disclosure in the call's language. */
  @HandleRpc(RPC.chat.voiceDisclosure)
  disclosure(@Payload() data: unknown): z.infer<typeof voiceDisclosureResultSchema> {
    const { language } = parseRequest(RPC.chat.voiceDisclosure, data);
    return { disclosure: { text: disclosureText(language), reason: 'start' } };
  }
}
