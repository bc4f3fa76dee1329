import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC } from '@vi/contracts';
import { HandleRpc, parseRequest } from '@vi/service-kit';
import { AdminsService } from './admins.service.js';
import { MembersService } from './members.service.js';

/** Thin handlers for the admin area: validate the contract, hand to the service with the acting admin. */
@Controller()
export class AdminsController {
  constructor(
    private readonly admins: AdminsService,
    private readonly members: MembersService,
  ) {}

  @HandleRpc(RPC.identity.listAdmins)
  list(@Payload() data: unknown) {
    return this.admins.list(parseRequest(RPC.identity.listAdmins, data).actorId);
  }

  @HandleRpc(RPC.identity.addAdmin)
  add(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.addAdmin, data);
    return this.admins.add(request.actorId, request.admin, request.address ?? null);
  }

  @HandleRpc(RPC.identity.removeAdmin)
  remove(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.removeAdmin, data);
    return this.admins.remove(request.actorId, request.userId, request.address ?? null);
  }

  @HandleRpc(RPC.identity.createMember)
  createMember(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.createMember, data);
    return this.members.create(request.actorId, request.member, request.address ?? null);
  }

  @HandleRpc(RPC.identity.deleteMember)
  deleteMember(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.deleteMember, data);
    return this.members.delete(request.actorId, request.userId, request.address ?? null);
  }

  @HandleRpc(RPC.identity.auditLog)
  auditLog(@Payload() data: unknown) {
    const request = parseRequest(RPC.identity.auditLog, data);
    return this.admins.auditLog(request.actorId, request.query);
  }
}
