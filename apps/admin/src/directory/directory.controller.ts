import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type UserDirectoryPage } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { DirectoryService } from './directory.service.js';

/** The user directory's requests (admins only: the gateway checks the right before it asks). */
@Controller()
export class DirectoryController {
  constructor(private readonly directory: DirectoryService) {}

  @HandleRpc(RPC.admin.listUsers)
  listUsers(@Payload() data: unknown): Promise<UserDirectoryPage> {
    return this.directory.list(parseRequest(RPC.admin.listUsers, data ?? {}));
  }
}
