import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { getUserRequestSchema, refreshRequestSchema, RPC, signInRequestSchema, signOutRequestSchema, signUpRequestSchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { SigningKeysService } from '../keys/signing-keys.service.js';
import { AuthService } from './auth.service.js';

/** Thin handlers: validate the contract, hand to the service. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly keys: SigningKeysService,
  ) {}

  @MessagePattern(RPC.identity.signUp)
  signUp(@Payload() data: unknown) {
    return this.auth.signUp(parseOrThrow(signUpRequestSchema, data));
  }

  @MessagePattern(RPC.identity.signIn)
  signIn(@Payload() data: unknown) {
    return this.auth.signIn(parseOrThrow(signInRequestSchema, data));
  }

  @MessagePattern(RPC.identity.refresh)
  refresh(@Payload() data: unknown) {
    return this.auth.refresh(parseOrThrow(refreshRequestSchema, data).refreshToken);
  }

  @MessagePattern(RPC.identity.signOut)
  async signOut(@Payload() data: unknown) {
    return this.auth.signOut(parseOrThrow(signOutRequestSchema, data).refreshToken);
  }

  @MessagePattern(RPC.identity.getUser)
  getUser(@Payload() data: unknown) {
    return this.auth.getUser(parseOrThrow(getUserRequestSchema, data).userId);
  }

  @MessagePattern(RPC.identity.publicKeys)
  publicKeys() {
    return this.keys.publicKeySet();
  }
}
