import type Router from '@koa/router';
import { readJsonObject } from '../body.js';
import { validateBody } from '../../services/validation.js';

/** POST /v1/diagrams/validate: keyless check without saving. */
export function mountValidate(router: Router): void {
  router.post('/v1/diagrams/validate', async (ctx) => {
    const body = await readJsonObject(ctx);
    ctx.body = validateBody(body);
  });
}
