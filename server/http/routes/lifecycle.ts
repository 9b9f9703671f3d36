import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { principalOf, type RequestState } from '../state.js';
import { httpError } from '../errors.js';
import type { DiagramDeps } from '../../use-cases/shared/index.js';
import { deleteDiagram, undeleteDiagram } from '../../use-cases/diagrams/index.js';

type LifecycleDeps = Pick<DiagramDeps, 'db' | 'clock' | 'webUrl'>;

/** DELETE /v1/diagrams/{id}?confirm=true and POST /v1/diagrams/{id}/undelete. */
export function mountLifecycle(router: Router<RequestState>, deps: LifecycleDeps, requireKey: Middleware<RequestState>): void {
  router.delete('/v1/diagrams/:id', requireKey, async (ctx) => {
    const confirm = ctx.query.confirm;
    if (confirm !== undefined && confirm !== 'true' && confirm !== 'false') {
      throw httpError(400, 'INVALID_PARAMETER', `confirm must be true; got "${String(confirm)}".`, { parameter: 'confirm' });
    }
    ctx.body = await deleteDiagram(deps, principalOf(ctx), ctx.params.id!, { confirm: confirm === 'true' });
  });

  router.post('/v1/diagrams/:id/undelete', requireKey, async (ctx) => {
    ctx.body = await undeleteDiagram(deps, principalOf(ctx), ctx.params.id!);
  });
}
