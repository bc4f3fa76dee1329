import { Module } from '@nestjs/common';
import { AdminsModule } from '../admins/admins.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountLinksRepository } from './account-links.repository.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { ClosedAccounts } from './closed-accounts.js';

@Module({
  imports: [UsersModule, MailModule, AdminsModule, AuditModule],
  controllers: [AccountController],
  providers: [AccountService, ClosedAccounts, AccountLinksRepository, RefreshTokensRepository],
})
export class AccountModule {}
