import type Router from '@koa/router';
import { opsJsonSchema, sceneJsonSchema } from '../../../schema/index.js';

/** GET /schemas/*.schema.json: the JSON Schema (draft 2020-12) exported from the valibot contract. */
export function mountSchemas(router: Router): void {
  const documents: Record<string, string> = {
    'scene.schema.json': JSON.stringify(sceneJsonSchema()),
    'ops.schema.json': JSON.stringify(opsJsonSchema()),
  };
  router.get('/schemas/:file', (ctx, next) => {
    const document = documents[ctx.params.file ?? ''];
    if (!document) return next();
    ctx.type = 'application/schema+json';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = document;
  });
}
