import Koa from 'koa';
import Router from '@koa/router';
import { errorMiddleware, httpError, type ErrorLog } from './http/errors.js';
import { requestLog, type RequestLogger } from './http/request-log.js';
import { logUncaught } from './http/uncaught.js';
import { redactForLog } from './http/log-redaction.js';
import { retiredPaths } from './http/routes/retired.js';
import { mountHealth } from './http/routes/health.js';
import { mountValidate } from './http/routes/validate.js';
import { mountSchemas } from './http/routes/schemas.js';
import { mountOpenApi } from './http/routes/openapi.js';
import { mountEmbed } from './http/routes/embed.js';
import { mountDiagramMove, mountDiagrams } from './http/routes/diagrams.js';
import { mountAccount } from './http/routes/people/account.js';
import { mountKeys } from './http/routes/keys.js';
import { mountImages } from './http/routes/images.js';
import { mountPreview } from './http/routes/preview.js';
import { mountDerive, mountDerivePreview } from './http/routes/derive.js';
import { mountProposals } from './http/routes/proposals.js';
import { mountKroki } from './http/routes/kroki.js';
import { mountKrokiJson } from './http/routes/kroki-json.js';
import { KrokiRenderer } from './use-cases/images/kroki.js';
import { corsOn } from './http/cors.js';
import { compression } from './http/compression.js';
import { jsonBodyOnce } from './http/bodies/json-body.js';
import { mountSharing } from './http/routes/sharing.js';
import { mountSupport } from './http/routes/support.js';
import { feedbackConfirmKey } from './infrastructure/feedback-confirm-key.js';
import { mountPublic } from './http/routes/public.js';
import { mountLifecycle } from './http/routes/lifecycle.js';
import { mountPages, webPathPrefix } from './http/routes/pages.js';
import { mountMcp } from './mcp/http-route.js';
import { mountOAuth } from './http/oauth/mount.js';
import { bearerChallenge, resourceMetadataUrl } from './http/oauth/resource-metadata.js';
import { authenticateOAuthToken } from './use-cases/oauth/index.js';
import type { McpOAuth } from './mcp/http-route.js';
import { keylessOnly } from './http/public-access.js';
import { optionalKey, requireKey, requireSession, type SessionAccess } from './http/auth.js';
import { mountAuth } from './http/routes/people/auth.js';
import { mountPasskeys } from './http/routes/people/passkeys.js';
import { mountPeoplePages } from './http/routes/people/people-pages.js';
import { mountWorkspace } from './http/routes/people/workspace.js';
import { mountEvidence } from './http/routes/evidence.js';
import { mountAppPage } from './http/routes/app-page.js';
import { sessionCookieFor } from './http/session-cookie.js';
import { trustedOrigins } from './http/same-origin.js';
import { createMailer } from './infrastructure/mail-transport.js';
import type { Mailer } from './ports/index.js';
import type { PeopleDeps } from './use-cases/people/index.js';
import { createLimits } from './http/rate-limit.js';
import type { RequestState } from './http/state.js';
import type { ServiceContext } from './use-cases/shared/context.js';
import type { Drawer } from './ports/drawer.js';
import { CachedRevisionStore } from './infrastructure/cached-revision-store.js';
import type { RevisionStore } from './ports/index.js';
import { CachedVersionPngStore } from './infrastructure/version-png-store.js';
import { imageLinkKeys, temporaryImageLinkKeys } from './infrastructure/server-secret.js';
import { systemClock, type Clock } from './clock.js';
import type { ServerConfig } from './config.js';
import type { RateLimitStore } from './ports/rate-limits.js';
import { resolve } from 'node:path';

export interface AppDependencies {
  /** The database and clock; without them only the keyless endpoints exist. */
  context?: ServiceContext;
  /** Where layout and drawing run (a worker pool under the time budgets). */
  drawer?: Drawer;
  config?: Partial<ServerConfig>;
  /** Rate limits are on unless a test turns them off. */
  rateLimits?: boolean;
  /** Where rate limits count requests (default: this process's memory; shared: rate-limit-store.ts). */
  rateLimitStore?: RateLimitStore;
  /** Structured request log; tests pass a no-op. */
  logRequest?: RequestLogger;
  /** Where unexpected errors go (with their stack); never sent to the client. */
  logError?: ErrorLog;
  /** The parsed-version and view caches; given by a caller that reports their size (bench/). */
  revisions?: RevisionStore;
  /** Where the service's mails go (default: SMTP_URL, else <data dir>/outbox, from the config). */
  mailer?: Mailer;
}

/** The mailer the config describes: SMTP when it names a server, else .eml files in <data dir>/outbox. */
export function configuredMailer(config: Partial<ServerConfig> | undefined, clock: Clock): Mailer {
  return createMailer({
    ...(config?.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
    outboxDir: resolve(config?.database?.dataDir ?? './data', 'outbox'),
    from: config?.mailFrom ?? 'DSP diagrams <no-reply@localhost>',
    clock,
  });
}

const defaultLogRequest: RequestLogger = (entry) => process.stdout.write(`${JSON.stringify({ level: 'info', msg: 'request', ...entry })}\n`);
const defaultLogError: ErrorLog = (error, context) =>
  process.stderr.write(`${JSON.stringify({ level: 'error', msg: 'unexpected error', ...context, error: redactForLog(error instanceof Error ? (error.stack ?? error.message) : String(error)) })}\n`);

/** Builds the Koa application without listening (main.ts listens; tests call it over real HTTP). */
export function createApp(deps: AppDependencies = {}): Koa<RequestState> {
  const app = new Koa<RequestState>();
  app.proxy = false;
  app.silent = true;
  const clock = deps.context?.clock ?? systemClock;
  const logError = deps.logError ?? defaultLogError;
  const limits = createLimits(clock, {
    enabled: deps.rateLimits ?? true,
    trustProxy: deps.config?.trustProxy ?? false,
    store: deps.rateLimitStore,
    onStoreError: (error) => logError(error, { method: '-', path: 'rate limit store (counting in memory meanwhile)' }),
  });
  const keyless = optionalKey(deps.context, limits);
  const webUrl = deps.config?.webUrl ?? 'http://localhost:8787';
  // Every keyed route also takes a signed-in person's session cookie (docs/people.md).
  const sessionAccess: SessionAccess = { cookie: sessionCookieFor(webUrl), origins: trustedOrigins([webUrl, deps.config?.baseUrl]), webUrl };
  const keyed = deps.context ? requireKey(deps.context, limits, sessionAccess) : undefined;

  const router = new Router<RequestState>();
  let mcpOAuth: McpOAuth | undefined;
  mountHealth(router, deps.context?.db);
  mountValidate(router, keyless, deps.drawer);
  if (deps.drawer) {
    mountPreview(router, keyless, deps.drawer);
    mountDerivePreview(router, keyless, deps.drawer);
    const kroki = new KrokiRenderer(deps.drawer);
    mountKroki(router, keyless, kroki);
    mountKrokiJson(router, keyless, kroki);
  }
  mountSchemas(router);
  mountOpenApi(router, { pagesPrefix: webPathPrefix(webUrl) });
  mountEmbed(router);
  mountAppPage(router, { webUrl });
  if (deps.context && keyed) {
    mountKeys(router, deps.context, keyed, webUrl);
    const people: PeopleDeps = {
      ...deps.context,
      mailer: deps.mailer ?? configuredMailer(deps.config, clock),
      webUrl,
      signup: deps.config?.signup ?? 'invite',
      logError: (error, where) => logError(error, { method: '-', path: where }),
    };
    const sessionOnly = requireSession(deps.context, limits, sessionAccess);
    mountAuth(router, { people, limits, sessions: sessionAccess, requireKey: keyed, requireSession: sessionOnly });
    mountAccount(router, { people, limits, sessions: sessionAccess, requireSession: sessionOnly, keyless: keylessOnly(limits) });
    mountPasskeys(router, { people, limits, sessions: sessionAccess, requireSession: sessionOnly, baseUrl: deps.config?.baseUrl });
    mountDiagramMove(router, deps.context, sessionOnly);
    mountPeoplePages(router, { ...people, apiUrl: deps.config?.baseUrl ?? webUrl }, keylessOnly(limits));
    mountWorkspace(router, { team: people, requireKey: keyed, requireSession: requireSession(deps.context, limits, sessionAccess), keyless: keylessOnly(limits) });
    // MCP sign-in by OAuth needs the service's public URL as its issuer (DSP_BASE_URL; docs/mcp-oauth.md).
    if (deps.config?.baseUrl) {
      const context = deps.context;
      const server = mountOAuth(router, {
        context, issuer: deps.config.baseUrl, secret: deps.config.secret, trustProxy: deps.config.trustProxy ?? false,
        loopbackClientDocuments: deps.config.oauthLoopbackClientDocuments ?? false,
        sessions: sessionAccess, keyless: keylessOnly(limits), requireSession: sessionOnly,
      });
      mcpOAuth = {
        resourceMetadataUrl: resourceMetadataUrl(server),
        challenge: (error) => bearerChallenge(server, error),
        authenticate: (token) => authenticateOAuthToken(context, token, server.resource),
      };
    }
  }
  if (deps.context && deps.drawer && keyed) {
    const diagramDeps = {
      ...deps.context,
      drawer: deps.drawer,
      revisions: deps.revisions ?? new CachedRevisionStore(),
      images: new CachedVersionPngStore(),
      webUrl,
      // The service starts with a secret (start.ts); an app built without one (tests,
      // embedding) signs with a key of its own, and its links open only in it.
      linkKeys: deps.config?.secret ? imageLinkKeys(deps.config.secret, deps.config.previousSecret) : temporaryImageLinkKeys(),
    };
    mountDiagrams(router, diagramDeps, keyed);
    mountDerive(router, diagramDeps, keyed);
    mountProposals(router, { diagrams: diagramDeps, requireKey: keyed, requireSession: requireSession(deps.context, limits, sessionAccess) });
    mountImages(router, diagramDeps, { requireKey: keyed, limits, apiUrl: deps.config?.baseUrl ?? diagramDeps.webUrl });
    mountSharing(router, diagramDeps, keyed);
    mountSupport(router, { ...diagramDeps, confirmKey: feedbackConfirmKey(deps.config?.secret) }, keyed, limits);
    mountLifecycle(router, diagramDeps, keyed);
    mountPublic(router, diagramDeps, keylessOnly(limits));
    mountPages(router, diagramDeps, keylessOnly(limits));
    mountEvidence(router, { diagrams: diagramDeps, requireKey: keyed, requireSession: requireSession(deps.context, limits, sessionAccess) });
    mountMcp(router, {
      deps: diagramDeps,
      optionalKey: keyless,
      countCall: (ctx) => (ctx.state.principal ? limits.byPrincipal(ctx, ctx.state.principal) : limits.byAddress(ctx)),
      apiUrl: deps.config?.baseUrl ?? diagramDeps.webUrl,
      logError,
      ...(mcpOAuth ? { oauth: mcpOAuth } : {}),
    });
  }

  logUncaught(app, logError);
  app.use(requestLog(deps.logRequest ?? defaultLogRequest));
  // Outside the error middleware, so error bodies are compressed too.
  app.use(compression());
  app.use(jsonBodyOnce());
  app.use(errorMiddleware(logError));
  app.use(async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  });
  // Before the unknown-path answer and the rate limits: preflights of the keyless and public
  // endpoints and images are answered here, and every answer on those paths (errors too)
  // carries the CORS headers.
  app.use(corsOn());
  // Nothing below answered: an unknown path, or a known path with another method. A method
  // the router knows nowhere (PROPFIND, TRACE, MKCOL) left it a plain-text 501; it is
  // answered like any other method the path does not take: 405 with Allow where the path
  // exists, 404 where it does not (docs/http-api.md: errors).
  app.use(async (ctx, next) => {
    await next();
    const allow = String(ctx.response.get('Allow') ?? '');
    if ((ctx.status === 404 || (ctx.status === 501 && allow === '')) && !ctx.body) {
      throw httpError(404, 'NOT_FOUND', `There is no ${ctx.method} ${ctx.path}; see the API reference in docs/http-api.md.`);
    }
    if ((ctx.status === 405 || ctx.status === 501) && !ctx.body) {
      throw httpError(405, 'METHOD_NOT_ALLOWED', `${ctx.method} is not allowed on ${ctx.path}; use ${allow}.`, { allow: allow.split(/,\s*/).filter(Boolean) });
    }
  });
  // Requests no route counts (retired and unknown paths, wrong methods, the schemas and the
  // OpenAPI document) count against the address, so every answer but GET /health carries
  // X-RateLimit-Remaining.
  app.use(async (ctx, next) => {
    const uncounted = ctx.path.startsWith('/schemas/') || ctx.path === '/openapi.json' || !router.match(ctx.path, ctx.method).route;
    if (uncounted && ctx.path !== '/health') await limits.byAddress(ctx);
    await next();
  });
  app.use(retiredPaths());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
