import { Module } from '@nestjs/common';
import { Accounts } from './accounts.js';
import { UsersRepository } from './users.repository.js';

@Module({
  providers: [UsersRepository, Accounts],
  exports: [UsersRepository, Accounts],
})
export class UsersModule {}
