import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { type ReferralCounts, RPC } from '@vi/contracts';
import { ReferralsRepository } from './referrals.repository.js';

/** The anonymous referral counts for the admin area (the gateway checks the admin right; the request carries nothing). */
@Controller()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsRepository) {}

  @MessagePattern(RPC.chat.referralCounts)
  async counts(): Promise<ReferralCounts> {
    return { counts: await this.referrals.counts() };
  }
}
