import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SigningKeysService } from '../keys/signing-keys.service.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

@Module({
  imports: [UsersModule, AuditModule],
  controllers: [AuthController],
  providers: [AuthService, RefreshTokensRepository, SigningKeysService],
  exports: [AuthService],
})
export class AuthModule {}
