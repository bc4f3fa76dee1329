import { Injectable } from '@nestjs/common';
import type { UserDirectoryPage, userDirectoryQuerySchema } from '@vi/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { DirectoryRepository } from './directory.repository.js';

@Injectable()
export class DirectoryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: DirectoryRepository,
  ) {}

  async list(query: z.output<typeof userDirectoryQuerySchema>): Promise<UserDirectoryPage> {
    const { total, users } = await this.directory.page(this.dataSource, query);
    return { users, total, page: query.page, perPage: query.perPage };
  }
}
