import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { RPC, type UserDirectoryPage, userDirectoryQuerySchema } from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { DirectoryService } from './directory.service.js';

/** The user directory's requests (admins only: the gateway checks the right before it asks). */
@Controller()
export class DirectoryController {
  constructor(private readonly directory: DirectoryService) {}

  @MessagePattern(RPC.admin.listUsers)
  listUsers(@Payload() data: unknown): Promise<UserDirectoryPage> {
    return this.directory.list(parseOrThrow(userDirectoryQuerySchema, data ?? {}));
  }
}
