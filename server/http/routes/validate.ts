import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { readJsonObject } from '../bodies/body.js';
import { callerOf, type RequestState } from '../state.js';
import { validateBody } from '../../use-cases/diagrams/index.js';
import type { Drawer } from '../../ports/index.js';

/** POST /v1/diagrams/validate: keyless check without saving (a key, if sent, makes it keyed: the 20 s budget, queued with its workspace). */
export function mountValidate(router: Router<RequestState>, optionalKey: Middleware<RequestState>, drawer?: Drawer): void {
  router.post('/v1/diagrams/validate', optionalKey, async (ctx) => {
    const body = await readJsonObject(ctx);
    ctx.body = await validateBody(body, callerOf(ctx), drawer);
  });
}
