import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { SigningKeysService } from '../keys/signing-keys.service.js';
import { AuthService } from './auth.service.js';

/** Thin handlers: validate the contract, hand to the service. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly keys: SigningKeysService,
  ) {}

  @HandleRpc(RPC.identity.signUp)
  signUp(@Payload() data: unknown) {
    return this.auth.signUp(parseRequest(RPC.identity.signUp, data));
  }

  @HandleRpc(RPC.identity.signIn)
  signIn(@Payload() data: unknown) {
    return this.auth.signIn(parseRequest(RPC.identity.signIn, data));
  }

  @HandleRpc(RPC.identity.restoreAccount)
  restore(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.restoreAccount, data);
    return this.auth.restore(request.email, request.password);
  }

  @HandleRpc(RPC.identity.refresh)
  refresh(@Payload() data: unknown) {
    return this.auth.refresh(parseRequest(RPC.identity.refresh, data).refreshToken);
  }

  @HandleRpc(RPC.identity.signOut)
  async signOut(@Payload() data: unknown) {
    return this.auth.signOut(parseRequest(RPC.identity.signOut, data).refreshToken);
  }

  @HandleRpc(RPC.identity.getUser)
  getUser(@Payload() data: unknown) {
    return this.auth.getUser(parseRequest(RPC.identity.getUser, data).userId);
  }

  @HandleRpc(RPC.identity.publicKeys)
  publicKeys() {
    return this.keys.publicKeySet();
  }
}
