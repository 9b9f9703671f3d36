import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { CreateDiagramBody, CreateRevisionBody } from '../../../schema/index.js';
import { readJsonObject } from '../bodies/body.js';
import { checkEnvelope, type DiagramDeps } from '../../use-cases/shared/index.js';
import { principalOf, type AppContext, type RequestState } from '../state.js';
import { createDiagram, readDiagram, type ReadQuery, editDiagram, listDiagrams, compareRevisions, listRevisions, exportDiagram, exportWorkspace } from '../../use-cases/diagrams/index.js';
import { Readable } from 'node:stream';
import * as v from 'valibot';
import { moveDiagram } from '../../use-cases/diagrams/index.js';
import type { ServiceContext } from '../../use-cases/shared/index.js';
import { signedInOf } from '../state.js';
import { ServiceError } from '../../ports/index.js';

function queryOf(ctx: AppContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.query)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value) && value.length > 0) out[name] = value[value.length - 1]!;
  }
  return out;
}

function streamLines(ctx: AppContext, lines: AsyncGenerator<string>, filename: string): void {
  ctx.type = 'application/x-ndjson; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = Readable.from(lines);
}

/** The diagram resource: create, find, read, edit, history, compare, exports. */
export function mountDiagrams(router: Router<RequestState>, deps: DiagramDeps, requireKey: Middleware<RequestState>): void {
  router.get('/v1/diagrams', requireKey, async (ctx) => {
    ctx.body = await listDiagrams(deps, principalOf(ctx), queryOf(ctx));
  });

  router.post('/v1/diagrams', requireKey, async (ctx) => {
    const result = await createDiagram(deps, principalOf(ctx), checkEnvelope(CreateDiagramBody, await readJsonObject(ctx)), 'api');
    ctx.status = result.status;
    ctx.body = result.body;
  });

  router.get('/v1/diagrams/:id', requireKey, async (ctx) => {
    ctx.body = await readDiagram(deps, principalOf(ctx), ctx.params.id!, queryOf(ctx) as ReadQuery);
  });

  router.post('/v1/diagrams/:id/revisions', requireKey, async (ctx) => {
    ctx.body = await editDiagram(deps, principalOf(ctx), ctx.params.id!, checkEnvelope(CreateRevisionBody, await readJsonObject(ctx)), 'api');
  });

  router.get('/v1/diagrams/:id/revisions', requireKey, async (ctx) => {
    ctx.body = await listRevisions(deps, principalOf(ctx), ctx.params.id!, queryOf(ctx));
  });

  router.get('/v1/diagrams/:id/compare', requireKey, async (ctx) => {
    ctx.body = await compareRevisions(deps, principalOf(ctx), ctx.params.id!, queryOf(ctx));
  });

  router.get('/v1/diagrams/:id/export', requireKey, async (ctx) => {
    const lines = await exportDiagram(deps, principalOf(ctx), ctx.params.id!);
    streamLines(ctx, lines, `${ctx.params.id}.jsonl`);
  });

  for (const path of ['/v1/workspace/export', '/v1/account/export']) {
    router.get(path, requireKey, (ctx) => {
      const principal = principalOf(ctx);
      streamLines(ctx, exportWorkspace(deps, principal), `${principal.workspace.id}.jsonl`);
    });
  }
}

export { queryOf };

/** The body of POST /v1/diagrams/{id}/move (documented in account-route-docs.ts). */
export const MoveDiagramBody = v.strictObject({ workspaceId: v.pipe(v.string(), v.minLength(1), v.maxLength(60)) });

/** POST /v1/diagrams/{id}/move: a signed-in person moves a diagram of their personal workspace into a team (session only). */
export function mountDiagramMove(router: Router<RequestState>, deps: ServiceContext, requireSession: Middleware<RequestState>): void {
  router.post('/v1/diagrams/:id/move', requireSession, async (ctx) => {
    const signedIn = signedInOf(ctx);
    if (!signedIn.principal) throw new ServiceError(403, 'NO_WORKSPACE', 'You belong to no workspace any more, so there is nothing to move.');
    const body = checkEnvelope(MoveDiagramBody, await readJsonObject(ctx));
    ctx.body = await moveDiagram(deps, signedIn.principal, ctx.params.id!, body.workspaceId, signedIn.workspaces);
  });
}
