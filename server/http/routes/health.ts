import type Router from '@koa/router';

/** GET /health: liveness. */
export function mountHealth(router: Router): void {
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' };
  });
}
