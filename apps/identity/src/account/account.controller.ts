import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { AccountService } from './account.service.js';
import { ClosedAccounts } from './closed-accounts.js';

/** The member's own account; the gateway has checked the access token and validated the body. */
@Controller()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly closed: ClosedAccounts,
  ) {}

  @HandleRpc(RPC.identity.updateProfile)
  updateProfile(@Payload() data: unknown) {
    const { userId, ...change } = parseRequest(RPC.identity.updateProfile, data);
    return this.account.updateProfile(userId, change);
  }

  @HandleRpc(RPC.identity.changePassword)
  changePassword(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.changePassword, data);
    return this.account.changePassword(request.userId, request.sessionId, request.currentPassword, request.newPassword);
  }

  @HandleRpc(RPC.identity.signOutEverywhere)
  signOutEverywhere(@Payload() data: unknown) {
    return this.account.signOutEverywhere(parseRequest(RPC.identity.signOutEverywhere, data).userId);
  }

  @HandleRpc(RPC.identity.changeEmail)
  changeEmail(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.changeEmail, data);
    return this.account.changeEmail(request.userId, request.password, request.newEmail);
  }

  @HandleRpc(RPC.identity.confirmEmail)
  confirmEmail(@Payload() data: unknown) {
    return this.account.confirmEmail(parseRequest(RPC.identity.confirmEmail, data).token);
  }

  @HandleRpc(RPC.identity.forgotPassword)
  forgotPassword(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.forgotPassword, data);
    return this.account.forgotPassword(request.email, request.language);
  }

  @HandleRpc(RPC.identity.closeAccount)
  closeAccount(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.closeAccount, data);
    return this.closed.close(request.userId, request.password);
  }

  @HandleRpc(RPC.identity.resetPassword)
  resetPassword(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.resetPassword, data);
    return this.account.resetPassword(request.token, request.newPassword);
  }
}
