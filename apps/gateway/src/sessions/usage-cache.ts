import { Injectable } from '@nestjs/common';
import { BROADCAST, RPC, type Usage } from '@vi/contracts';
import { Broadcaster, RpcClient } from '@vi/service-kit';
import { MemberCache } from '../cache/member-cache.js';

/** A member's monthly usage; sessions-and-limits announces every change, so the copy is never stale for long. */
@Injectable()
export class UsageCache extends MemberCache<Usage> {
  constructor(rpc: RpcClient, broadcaster: Broadcaster) {
    super(broadcaster, BROADCAST.sessions.usageChanged, (userId, timeZone) => rpc.call(RPC.sessions.usage, { userId, timeZone: timeZone || undefined }));
  }
}
