import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { readJson, MAX_BODY_BYTES, callerOf, type AppContext, type RequestState, HttpError, type ErrorLog } from '../http/index.js';
import type { DiagramDeps } from '../use-cases/shared/index.js';
import { ServiceError, RateLimiter } from '../ports/index.js';
import { admitBatchCalls, checkBatchSize, INVALID_REQUEST, jsonRpcError, mergeAnswers, SERVER_ERROR } from './batch.js';
import { buildMcpServer } from './mcp-server.js';

export interface McpRoute {
  deps: DiagramDeps;
  /** The keyless routes' key check (server/http/auth.ts optionalKey): a key if sent, the rate limits either way. */
  optionalKey: Middleware<RequestState>;
  /**
   * Counts one more call of the request's caller (its key's allowance, or its address's
   * without a key) against the rate limit: each call of a batch after the first. Throws
   * RATE_LIMITED when the allowance is spent.
   */
  countCall(ctx: AppContext): Promise<void>;
  /** Where this API answers: signed image links point at it. */
  apiUrl: string;
  logError: ErrorLog;
}

/** JSON-RPC's code for a body that is not JSON. */
const PARSE_ERROR = -32700;
/** The JSON-RPC code of a refusal, by its REST code (the rest are server errors). */
const JSON_RPC_CODES: Record<string, number> = { INVALID_JSON: PARSE_ERROR, BATCH_TOO_LARGE: INVALID_REQUEST };

/**
 * Refusals before the MCP server sees the request (401 key failures, 429, 413, invalid
 * JSON, a batch over the bound) answered as JSON-RPC errors, as MCP clients expect, with the HTTP status and
 * headers (Retry-After) of the REST answer and its fields in error.data ({code, fix,
 * retryAfter...}).
 */
const refusalsAsJsonRpc: Middleware<RequestState> = async (ctx, next) => {
  try {
    await next();
  } catch (caught) {
    const tooLarge = (caught as { type?: string }).type === 'entity.too.large';
    const error = tooLarge ? new ServiceError(413, 'PAYLOAD_TOO_LARGE', `The request body is too large; send at most ${MAX_BODY_BYTES} bytes (4 MiB).`) : caught;
    if (!(error instanceof ServiceError)) throw caught;
    ctx.status = error.status;
    if (typeof error.extra.retryAfter === 'number') ctx.set('Retry-After', String(error.extra.retryAfter));
    if (error instanceof HttpError) for (const [name, value] of Object.entries(error.headers)) ctx.set(name, value);
    ctx.body = jsonRpcError(null, error, JSON_RPC_CODES[error.code] ?? SERVER_ERROR);
  }
};

/** The request as the SDK's web-standard transport reads it (the body is handed over parsed). */
function webRequest(ctx: AppContext): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return new Request(new URL(ctx.originalUrl, `http://${ctx.host || 'localhost'}`), { method: ctx.method, headers });
}

/**
 * POST /mcp: Streamable HTTP, stateless (a server and a transport per request, no session
 * id), JSON answers. The key and rate limits are those of REST; the body is at most 4 MiB.
 * A batch holds at most MAX_BATCH_MESSAGES messages, and each call in it counts against
 * the rate limit as a POST of its own would (a call past the allowance is answered
 * RATE_LIMITED, the others run); each drawing call queues for the pool on its own, under
 * the caller's turn (drawing-pool/fair-scheduler.ts), as single calls do.
 */
export function mountMcp(router: Router<RequestState>, route: McpRoute): void {
  // Deletions per workspace per minute, counted across this process's requests.
  const deletions = new RateLimiter(route.deps.clock);
  const logError = (error: unknown) => route.logError(error, { method: 'POST', path: '/mcp' });

  router.post('/mcp', refusalsAsJsonRpc, route.optionalKey, async (ctx) => {
    const read = await readJson(ctx);
    checkBatchSize(read);
    const { admitted, refused } = Array.isArray(read) ? await admitBatchCalls(read, () => route.countCall(ctx)) : { admitted: read, refused: [] };
    const principal = ctx.state.principal;
    const session = { deps: route.deps, caller: callerOf(ctx), apiUrl: route.apiUrl, deletions, logError, ...(principal ? { principal } : {}) };
    const server = buildMcpServer(session);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(webRequest(ctx), { parsedBody: admitted });
      const answered = await response.text();
      const text = response.ok && Array.isArray(read) ? mergeAnswers(answered, refused) : answered;
      response.headers.forEach((value, name) => ctx.set(name, value));
      // Koa turns a null body into 204; the status is set after it (202 for a notification).
      ctx.body = text === '' ? null : text;
      ctx.status = response.status;
    } finally {
      await server.close();
    }
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE). Answered as the
  // SDK's stateless servers do: 405 with a JSON-RPC error.
  const notAllowed: Middleware<RequestState> = (ctx) => {
    ctx.status = 405;
    ctx.set('Allow', 'POST');
    ctx.body = { jsonrpc: '2.0', id: null, error: { code: SERVER_ERROR, message: 'Method not allowed: this MCP endpoint is stateless; send JSON-RPC with POST.' } };
  };
  router.get('/mcp', refusalsAsJsonRpc, route.optionalKey, notAllowed);
  router.delete('/mcp', refusalsAsJsonRpc, route.optionalKey, notAllowed);
}
