import type Router from '@koa/router';
import { openApiDocument } from '../openapi/document.js';
import { packageVersion } from '../../../fonts/package-version.js';
import { etagOf, notModified } from '../etag.js';

/**
 * GET /openapi.json: the OpenAPI 3.1 document of every route (server/http/openapi/), keyless
 * and cacheable: built once, with an ETag, public for an hour.
 */
export function mountOpenApi(router: Router, options: { pagesPrefix: string }): void {
  let document: { body: string; etag: string } | undefined;
  router.get('/openapi.json', (ctx) => {
    if (!document) {
      const body = JSON.stringify(openApiDocument({ version: packageVersion(), pagesPrefix: options.pagesPrefix }));
      document = { body, etag: etagOf(body) };
    }
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('ETag', document.etag);
    if (notModified(ctx.get('If-None-Match'), document.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = document.body;
  });
}
