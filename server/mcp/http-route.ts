import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { readJson, MAX_BODY_BYTES, callerOf, type AppContext, type RequestState, HttpError, type ErrorLog } from '../http/index.js';
import type { DiagramDeps } from '../use-cases/shared/index.js';
import { ServiceError, RateLimiter } from '../ports/index.js';
import { admitBatchCalls, checkBatchSize, INVALID_REQUEST, jsonRpcError, mergeAnswers, SERVER_ERROR } from './batch.js';
import { buildMcpServer } from './mcp-server.js';
import { TOOLS } from './tools/index.js';
import { keyedCaller, type Principal } from '../use-cases/accounts/index.js';

/** MCP sign-in by OAuth (docs/mcp-oauth.md), when the service runs its authorization server. */
export interface McpOAuth {
  /** The RFC 9728 metadata of /mcp, named in every challenge. */
  resourceMetadataUrl: string;
  /** WWW-Authenticate of a 401: Bearer resource_metadata=..., scope=... (and error="invalid_token" for a refused token). */
  challenge(error?: 'invalid_token'): string;
  /** The principal of a sign-in token, or 401 OAUTH_TOKEN_INVALID. */
  authenticate(token: string): Promise<Principal>;
}

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
  /** Bearer sign-in tokens besides keys, and the 401 challenge that starts a client's OAuth flow. */
  oauth?: McpOAuth;
}

/** The bearer value of a request when it is not an API key (keys start dsp_sk_): a sign-in token. */
function signInTokenOf(ctx: AppContext): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  return match && !match[1]!.startsWith('dsp_sk_') ? match[1] : undefined;
}

/**
 * The credentials of /mcp: a sign-in token (acting as its person in its grant's workspace,
 * counted against that person's rate limit as a key or session is), else what the keyless
 * routes take (a key if sent). A refused token is a 401 with the Bearer challenge
 * error="invalid_token", so the client signs in again.
 */
function mcpCredentials(route: McpRoute): Middleware<RequestState> {
  return async (ctx, next) => {
    const token = route.oauth ? signInTokenOf(ctx) : undefined;
    if (!token || !route.oauth) return route.optionalKey(ctx, next);
    let principal: Principal;
    try {
      principal = await route.oauth.authenticate(token);
    } catch (error) {
      delete ctx.state.principal;
      await route.countCall(ctx);
      if (error instanceof ServiceError) throw new HttpError(error.status, error.code, error.message, error.extra, { 'WWW-Authenticate': route.oauth.challenge('invalid_token') });
      throw error;
    }
    ctx.state.principal = principal;
    ctx.state.caller = keyedCaller(principal);
    await route.countCall(ctx);
    await next();
  };
}

const KEYED_TOOLS = new Set(TOOLS.filter((tool) => !tool.keyless).map((tool) => tool.name));

/** Whether a message (or any of a batch) calls a tool that needs a signed-in caller. */
function callsKeyedTool(read: unknown): boolean {
  const messages = Array.isArray(read) ? read : [read];
  return messages.some((message) => {
    const m = message as { method?: unknown; params?: { name?: unknown } } | null;
    return m !== null && typeof m === 'object' && m.method === 'tools/call' && typeof m.params?.name === 'string' && KEYED_TOOLS.has(m.params.name);
  });
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

  const credentials = mcpCredentials(route);
  router.post('/mcp', refusalsAsJsonRpc, credentials, async (ctx) => {
    const read = await readJson(ctx);
    checkBatchSize(read);
    // Keyless tools answer without credentials; a tool that needs them is a 401 whose
    // challenge names the protected resource metadata: the MCP client's cue to sign in.
    if (route.oauth && !ctx.state.principal && callsKeyedTool(read)) {
      throw new HttpError(401, 'AUTH_REQUIRED', 'This tool needs you signed in: your MCP client signs in by OAuth (see the WWW-Authenticate header), or send an API key.', {}, { 'WWW-Authenticate': route.oauth.challenge() });
    }
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
  router.get('/mcp', refusalsAsJsonRpc, credentials, notAllowed);
  router.delete('/mcp', refusalsAsJsonRpc, credentials, notAllowed);
}
