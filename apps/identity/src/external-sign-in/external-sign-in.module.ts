import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../users/users.module.js';
import { ExternalSignInController } from './external-sign-in.controller.js';
import { ExternalSignInRepository } from './external-sign-in.repository.js';
import { ExternalSignInService } from './external-sign-in.service.js';

/** Google sign-in by OpenID Connect (ADR 0047). */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [ExternalSignInController],
  providers: [ExternalSignInService, ExternalSignInRepository],
})
export class ExternalSignInModule {}
