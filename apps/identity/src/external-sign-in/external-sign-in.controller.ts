import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { ExternalSignInService } from './external-sign-in.service.js';

/** Thin handlers: validate the contract, hand to the service. */
@Controller()
export class ExternalSignInController {
  constructor(private readonly signIns: ExternalSignInService) {}

  @HandleRpc(RPC.identity.signInProviders)
  providers() {
    return this.signIns.providers();
  }

  @HandleRpc(RPC.identity.googleStart)
  start() {
    return this.signIns.start();
  }

  @HandleRpc(RPC.identity.googleCallback)
  callback(@Payload() data: unknown) {
    return this.signIns.callback(parseRequest(RPC.identity.googleCallback, data).query);
  }

  @HandleRpc(RPC.identity.googleComplete)
  complete(@Payload() data: unknown) {
    return this.signIns.complete(parseRequest(RPC.identity.googleComplete, data).pendingToken);
  }

  @HandleRpc(RPC.identity.googleLink)
  link(@Payload() data: unknown) {
    const { pendingToken, password } = parseRequest(RPC.identity.googleLink, data);
    return this.signIns.link(pendingToken, password);
  }
}
