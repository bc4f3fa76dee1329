import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { z } from 'zod';
import { jsonSchema } from './json-schema.js';

/** The one error body (`{ error: { code, message, details?, requestId? } }`), a component of the document. */
export const ERROR_BODY = 'ErrorBody';
export const ERROR_BODY_REF = { $ref: `#/components/schemas/${ERROR_BODY}` };

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503 | 504;

/** Why a route refuses with a status, in the words the document shows; every one carries the error body. */
export type Refusals = Partial<Record<ErrorStatus, string>>;

export interface Answers {
  /** The status of a successful answer (302: a browser-facing redirect, no body; `description` says where). */
  status: 200 | 201 | 202 | 204 | 302;
  description?: string;
  /** The JSON body of a successful answer (none for 204). */
  returns?: z.ZodType;
  /** The answer is a stream of server-sent events; each event's `data` is one of these. */
  streams?: z.ZodType;
  /** The statuses this route refuses with, besides the ones every route has (see ALWAYS). */
  refusals: Refusals;
  /** The route asks another service: it can answer 502, 503 and 504 (default true). */
  upstream?: boolean;
}

/** What any request can get: a body that is not JSON or too large is refused before routing. */
export const ALWAYS: Refusals = {
  400: 'A request body that is not valid JSON',
  413: 'The request body is larger than the route takes (64 KiB for JSON)',
  415: 'A request body that is not JSON',
  500: 'Something failed that should not have (logged with the request id)',
};

const UPSTREAM: Refusals = {
  502: 'Another service answered something its contract does not allow',
  503: 'A service behind the gateway (or the database) is unavailable for now',
  504: 'A service behind the gateway did not answer in time',
};

/** Responses objects for the document itself (where no decorator reaches). */
export function refusalResponses(refusals: Refusals): Record<string, { description: string; content: Record<string, { schema: typeof ERROR_BODY_REF }> }> {
  return Object.fromEntries(
    Object.entries(refusals).map(([status, description]) => [
      status,
      { description: description!, content: { 'application/json': { schema: ERROR_BODY_REF } } },
    ]),
  );
}

/** A stream of server-sent events; `x-event` is the schema of each event's `data` (OpenAPI 3.1 has no keyword for it). */
function eventStream(events: z.ZodType) {
  const schema = { type: 'string', description: 'Lines of `event: <type>` and `data: <one JSON event>`', 'x-event': jsonSchema(events, 'output') };
  return schema;
}

/** The access refusals of the auth guards, for routes that take a member's token. */
export const MEMBER_ONLY: Refusals = { 401: 'No access token, or one that is expired, revoked or not ours' };

/**
 * States once, on the route, what it answers: its success status and body, and every refusal with
 * the shared error body. The test in apps/gateway/test/openapi.test.ts holds each route to it.
 */
export function ApiAnswers(answers: Answers): MethodDecorator {
  const success =
    answers.status === 204 || answers.status === 302
      ? ApiResponse({ status: answers.status, description: answers.description ?? 'Done; no body' })
      : answers.streams
        ? ApiResponse({
            status: answers.status,
            description: answers.description ?? 'Server-sent events; each `data` line is one JSON event',
            content: { 'text/event-stream': { schema: eventStream(answers.streams) } },
          })
        : ApiResponse({
            status: answers.status,
            description: answers.description ?? (answers.status === 201 ? 'Created' : 'OK'),
            ...(answers.returns ? { schema: jsonSchema(answers.returns, 'output') } : {}),
          });
  const refusals: Refusals = { ...ALWAYS, ...(answers.upstream === false ? {} : UPSTREAM), ...answers.refusals };
  const errors = Object.entries(refusals).map(([status, description]) => ApiResponse({ status: Number(status), description, schema: ERROR_BODY_REF }));
  return applyDecorators(success, ...errors);
}
