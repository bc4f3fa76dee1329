import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { httpErrorBodySchema } from '@vi/contracts';
import { z } from 'zod';
import { ALWAYS, ERROR_BODY, refusalResponses } from './api-answers.js';
import { jsonSchema } from './json-schema.js';

export const DOCS_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs/openapi.json';

const healthSchema = z.object({ status: z.literal('ok') });
const readinessSchema = healthSchema.extend({ checks: z.record(z.string(), z.enum(['up', 'down'])), instance: z.string() });

/**
 * The API document: OpenAPI 3.1 (its schemas are JSON Schema 2020-12, what zod writes), every
 * route's answers as its ApiAnswers decorator states them, and one error body component that
 * every refusal refers to.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle('Vi API')
      .setDescription(
        'The gateway API the Vi web app uses. Bodies are JSON; every refusal (4xx, 5xx) carries the same body: `{ error: { code, message, details?, requestId } }`.',
      )
      .setVersion('1')
      .addBearerAuth()
      .build(),
  );
  document.components = { ...document.components, schemas: { ...document.components?.schemas, [ERROR_BODY]: jsonSchema(httpErrorBodySchema, 'output') } };
  describeProbes(document);
  withoutBodyRefusalsOnGets(document);
  return document;
}

/** Fastify does not read a GET's body, so broken JSON in one is not refused (a form body still is: 415). */
function withoutBodyRefusalsOnGets(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    const responses = item.get?.responses;
    const refusal = responses?.[400];
    if (responses && refusal && 'description' in refusal && refusal.description === ALWAYS[400]) delete responses[400];
  }
}

/** The liveness and readiness probes come from service-kit, which knows nothing of the document. */
function describeProbes(document: OpenAPIObject): void {
  const probe = (path: string, schema: z.ZodType, summary: string, failure?: string) => {
    const operation = document.paths[path]?.get;
    if (!operation) return;
    operation.tags = ['operations'];
    operation.summary = summary;
    operation.responses = {
      200: { description: 'OK', content: { 'application/json': { schema: jsonSchema(schema, 'output') } } },
      ...refusalResponses({ ...ALWAYS, ...(failure ? { 503: failure } : {}) }),
    };
  };
  probe('/api/v1/healthz', healthSchema, 'Liveness: the process answers');
  probe('/api/v1/readyz', readinessSchema, "Readiness: the gateway's own dependencies answer", 'A dependency (NATS, Redis) does not answer');
}
