import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Serves index.html for the SPA's own routes (anything not under /api that asks for a page). */
export class SpaFallback {
  private readonly indexHtml?: string;

  constructor(readonly webDist: string) {
    const file = join(webDist, 'index.html');
    this.indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  get available() {
    return this.indexHtml !== undefined;
  }

  handles(request: FastifyRequest): boolean {
    return this.available && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
  }

  send(reply: FastifyReply) {
    void reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}
