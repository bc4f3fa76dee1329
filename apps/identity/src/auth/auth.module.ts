import { Module } from '@nestjs/common';
import { SigningKeysService } from '../keys/signing-keys.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { RefreshTokensRepository } from './refresh-tokens.repository.js';

@Module({
  controllers: [AuthController],
  providers: [AuthService, RefreshTokensRepository, UsersRepository, SigningKeysService],
})
export class AuthModule {}
