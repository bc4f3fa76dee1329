import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@vi/service-kit';

/** Feedback: members submit, admins list (filled in by the feedback work). */
@ApiTags('feedback')
@Controller()
export class FeedbackController {
  constructor(private readonly rpc: RpcClient) {}
}
