import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { CreateShareLinkBody, SharingBody, WorkspaceSharingBody } from '../../../schema/index.js';
import { readJsonObject } from '../bodies/body.js';
import { principalOf, type AppContext, type RequestState } from '../state.js';
import { checkEnvelope, type DiagramDeps } from '../../use-cases/shared/index.js';
import { setVisibility, createShareLink, listShareLinks, revokeShareLink, changeWorkspaceSharing, readWorkspaceSharing } from '../../use-cases/sharing/index.js';

type SharingDeps = Pick<DiagramDeps, 'db' | 'clock' | 'webUrl'>;

/** A body that may be left out: no body reads as {}. */
async function optionalBody(ctx: AppContext): Promise<Record<string, unknown>> {
  return ctx.request.length || ctx.get('transfer-encoding') ? readJsonObject(ctx) : {};
}

/** Publishing, share links, and the workspace's public-sharing switch. */
export function mountSharing(router: Router<RequestState>, deps: SharingDeps, requireKey: Middleware<RequestState>): void {
  router.put('/v1/diagrams/:id/sharing', requireKey, async (ctx) => {
    const body = checkEnvelope(SharingBody, await readJsonObject(ctx));
    ctx.body = await setVisibility(deps, principalOf(ctx), ctx.params.id!, body);
  });

  router.post('/v1/diagrams/:id/links', requireKey, async (ctx) => {
    checkEnvelope(CreateShareLinkBody, await optionalBody(ctx));
    ctx.status = 201;
    // The token is in this answer only.
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createShareLink(deps, principalOf(ctx), ctx.params.id!);
  });

  router.get('/v1/diagrams/:id/links', requireKey, async (ctx) => {
    ctx.body = await listShareLinks(deps, principalOf(ctx), ctx.params.id!);
  });

  router.delete('/v1/diagrams/:id/links/:linkId', requireKey, async (ctx) => {
    ctx.body = await revokeShareLink(deps, principalOf(ctx), ctx.params.id!, ctx.params.linkId!);
  });

  router.get('/v1/workspace/sharing', requireKey, async (ctx) => {
    ctx.body = await readWorkspaceSharing(deps, principalOf(ctx));
  });

  router.put('/v1/workspace/sharing', requireKey, async (ctx) => {
    const body = checkEnvelope(WorkspaceSharingBody, await readJsonObject(ctx));
    ctx.body = await changeWorkspaceSharing(deps, principalOf(ctx), body);
  });
}
