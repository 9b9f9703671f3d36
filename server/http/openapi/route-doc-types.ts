import type { ApiBodyName } from '../../../schema/index.js';
import type { ErrorCode } from './error-codes.js';

/** The shape of the route catalogue's entries (route-docs.ts, people-route-docs.ts). */

/**
 * Who may call a route: with a key (or a signed-in session's cookie), without one (a key
 * counts when sent), keyless only (a key is ignored), or a signed-in session only (a key is
 * refused: SESSION_AUTH_REQUIRED).
 */
export type Access = 'key' | 'optionalKey' | 'keyless' | 'session';

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query';
  description: string;
  schema: Record<string, unknown>;
  required?: boolean;
}

/** The media type of a success answer. */
export type AnswerType = 'json' | 'image' | 'ndjson' | 'html' | 'javascript' | 'schema' | 'openapi' | 'zip';

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path in OpenAPI form ({id}); the Koa route's ":id" and "*path" map onto it. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  access: Access;
  parameters?: ParameterDoc[];
  body?: { name: ApiBodyName; optional?: boolean };
  /** A body that is not one of schema/api.ts's JSON bodies (the Kroki source): its media types and schemas. */
  rawBody?: Record<string, Record<string, unknown>>;
  answer: { status: number; description: string; type: AnswerType; properties?: string[] };
  errors: readonly ErrorCode[];
  /** A page on the public website: its path is under DSP_WEB_URL's. */
  website?: boolean;
}
