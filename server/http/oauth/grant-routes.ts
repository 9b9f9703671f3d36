import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { signedInOf, type RequestState } from '../state.js';
import { listGrants, revokeGrant } from '../../use-cases/oauth/index.js';
import type { ServiceContext } from '../../use-cases/shared/index.js';

/**
 * The signed-in person's MCP connections (OAuth grants), for the dashboard's account page:
 * GET lists them (client, workspace, scope, last use), DELETE revokes one; its tokens are
 * deleted, so they stop at once on every instance. Session only: keys get 403
 * SESSION_AUTH_REQUIRED (a key must not undo a person's consent, nor list it).
 */
export function mountGrantRoutes(router: Router<RequestState>, context: ServiceContext, requireSession: Middleware<RequestState>): void {
  router.get('/v1/account/oauth-grants', requireSession, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { grants: await listGrants(context, signedInOf(ctx).person.id) };
  });

  router.delete('/v1/account/oauth-grants/:grantId', requireSession, async (ctx) => {
    await revokeGrant(context, signedInOf(ctx).person.id, ctx.params.grantId!);
    ctx.body = { id: ctx.params.grantId, revoked: true };
  });
}
