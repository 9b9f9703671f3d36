import type Router from '@koa/router';
import type { Knex } from 'knex';
import { httpError } from '../errors.js';

/** GET /health: liveness, including a round trip to the database when there is one. */
export function mountHealth(router: Router, db?: Knex): void {
  router.get('/health', async (ctx) => {
    if (db) {
      try {
        await db.raw('select 1 as ok');
      } catch {
        throw httpError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer; the service cannot save or read diagrams right now.');
      }
    }
    ctx.body = { status: 'ok' };
  });
}
