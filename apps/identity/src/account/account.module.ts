import { Module } from '@nestjs/common';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import { MailModule } from '../mail/mail.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountLinksRepository } from './account-links.repository.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';

@Module({
  imports: [UsersModule, MailModule],
  controllers: [AccountController],
  providers: [AccountService, AccountLinksRepository, RefreshTokensRepository],
})
export class AccountModule {}
