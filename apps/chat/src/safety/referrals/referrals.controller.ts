import { Controller } from '@nestjs/common';
import { type ReferralCounts, RPC } from '@vi/contracts';
import { ReferralsRepository } from './referrals.repository.js';
import { HandleRpc } from '@vi/service-kit';

/** The anonymous referral counts for the admin area (the gateway checks the admin right; the request carries nothing). */
@Controller()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsRepository) {}

  @HandleRpc(RPC.chat.referralCounts)
  async counts(): Promise<ReferralCounts> {
    return { counts: await this.referrals.counts() };
  }
}
