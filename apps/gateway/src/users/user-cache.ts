import { Injectable } from '@nestjs/common';
import { BROADCAST, RPC, type User } from '@vi/contracts';
import { Broadcaster, RpcClient } from '@vi/service-kit';
import { MemberCache } from '../cache/member-cache.js';

/** Members' profiles: `GET /me` is called on every page and need not cross NATS each time. */
@Injectable()
export class UserCache extends MemberCache<User> {
  constructor(rpc: RpcClient, broadcaster: Broadcaster) {
    super(broadcaster, BROADCAST.identity.userChanged, (userId) => rpc.call(RPC.identity.getUser, { userId }));
  }
}
