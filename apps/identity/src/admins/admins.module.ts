import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository.js';
import { UsersModule } from '../users/users.module.js';
import { AdminsController } from './admins.controller.js';
import { AdminsRepository } from './admins.repository.js';
import { AdminsService } from './admins.service.js';
import { MemberPurge } from './member-purge.js';
import { MembersService } from './members.service.js';

@Module({
  imports: [UsersModule, AuditModule],
  controllers: [AdminsController],
  providers: [AdminsService, MembersService, MemberPurge, AdminsRepository, RefreshTokensRepository],
  exports: [MemberPurge, AdminsRepository],
})
export class AdminsModule {}
