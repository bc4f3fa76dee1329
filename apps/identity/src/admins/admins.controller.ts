import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  addAdminRequestSchema,
  createMemberRequestSchema,
  deleteMemberRequestSchema,
  listAdminsRequestSchema,
  removeAdminRequestSchema,
  RPC,
} from '@vi/contracts';
import { parseOrThrow } from '@vi/service-kit';
import { AdminsService } from './admins.service.js';
import { MembersService } from './members.service.js';

/** Thin handlers for the admin area: validate the contract, hand to the service with the acting admin. */
@Controller()
export class AdminsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly members: MembersService,
  ) {}

  @MessagePattern(RPC.identity.listAdmins)
  list(@Payload() data: unknown) {
    return this.admins.list(parseOrThrow(listAdminsRequestSchema, data).actorId);
  }

  @MessagePattern(RPC.identity.addAdmin)
  add(@Payload() data: unknown) {
    const request = parseOrThrow(addAdminRequestSchema, data);
    return this.admins.add(request.actorId, request.admin);
  }

  @MessagePattern(RPC.identity.removeAdmin)
  remove(@Payload() data: unknown) {
    const request = parseOrThrow(removeAdminRequestSchema, data);
    return this.admins.remove(request.actorId, request.userId);
  }

  @MessagePattern(RPC.identity.createMember)
  createMember(@Payload() data: unknown) {
    const request = parseOrThrow(createMemberRequestSchema, data);
    return this.members.create(request.actorId, request.member);
  }

  @MessagePattern(RPC.identity.deleteMember)
  deleteMember(@Payload() data: unknown) {
    const request = parseOrThrow(deleteMemberRequestSchema, data);
    return this.members.delete(request.actorId, request.userId);
  }
}
