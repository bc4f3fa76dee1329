import { SERVICE } from '@vi/contracts';
import { defineService, memberExportController } from '@vi/service-kit';
import { feedbackConfigShape } from './config.js';
import { FEEDBACK_ENTITIES } from './entities.js';
import { FeedbackController } from './feedback/feedback.controller.js';
import { FeedbackRepository } from './feedback/feedback.repository.js';
import { FeedbackService } from './feedback/feedback.service.js';
import { memberDeletion } from './member-deletion/member-deletion.js';
import { FEEDBACK_MIGRATIONS } from './migrations/index.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.feedback;

export const startFeedback = defineService({
  serviceName: SERVICE_NAME,
  configShape: feedbackConfigShape,
  database: { entities: FEEDBACK_ENTITIES, migrations: FEEDBACK_MIGRATIONS, outbox: true },
  controllers: [FeedbackController, memberExportController(SERVICE_NAME)],
  providers: [FeedbackRepository, FeedbackService, memberDeletion, memberExport],
});
