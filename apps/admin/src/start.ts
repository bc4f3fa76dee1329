import { SERVICE } from '@vi/contracts';
import { defineService, memberExportController } from '@vi/service-kit';
import { adminConfigShape } from './config.js';
import { directoryConsumer } from './directory/directory-consumer.js';
import { DirectoryController } from './directory/directory.controller.js';
import { DirectoryProjector } from './directory/directory.projector.js';
import { DirectoryRepository } from './directory/directory.repository.js';
import { DirectoryService } from './directory/directory.service.js';
import { ADMIN_ENTITIES } from './entities.js';
import { ADMIN_MIGRATIONS } from './migrations/index.js';
import { OverviewController } from './overview/overview.controller.js';
import { OverviewRepository } from './overview/overview.repository.js';
import { OverviewService } from './overview/overview.service.js';
import { memberExport } from './member-export/member-export.js';

export const SERVICE_NAME = SERVICE.admin;

export const startAdmin = defineService({
  serviceName: SERVICE_NAME,
  configShape: adminConfigShape,
  database: { entities: ADMIN_ENTITIES, migrations: ADMIN_MIGRATIONS },
  controllers: [DirectoryController, OverviewController, memberExportController(SERVICE_NAME)],
  providers: [
    { provide: DirectoryProjector, useFactory: () => new DirectoryProjector({ forgetDeadLetters: true }) },
    directoryConsumer,
    DirectoryRepository,
    DirectoryService,
    OverviewRepository,
    OverviewService,
    memberExport,
  ],
});
