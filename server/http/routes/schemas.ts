import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { exportedSchemaFiles } from '../../../schema/index.js';

/** The names the two document schemas were first served under, kept as aliases of the same bytes. */
const FIRST_NAMES: Record<string, string> = { 'scene.schema.json': 'scene.json', 'ops.schema.json': 'ops.json' };

/**
 * GET /schemas/{file} and /schemas/api/{file}: the JSON Schemas (draft 2020-12) exported from
 * the valibot contract, the same bytes as the package's files (dsp-diagrams/schemas/...).
 */
export function mountSchemas(router: Router): void {
  const files = exportedSchemaFiles();
  const send = (name: string): Middleware => (ctx, next) => {
    const document = files[name];
    if (document === undefined) return next();
    ctx.type = 'application/schema+json';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = document;
  };
  router.get('/schemas/:file', (ctx, next) => {
    const file = ctx.params.file ?? '';
    return send(FIRST_NAMES[file] ?? file)(ctx, next);
  });
  router.get('/schemas/api/:file', (ctx, next) => send(`api/${ctx.params.file ?? ''}`)(ctx, next));
}
