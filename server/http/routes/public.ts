import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { PublicReportBody } from '../../../schema/index.js';
import { readJsonObject } from '../body.js';
import type { AppContext, RequestState } from '../state.js';
import { checkEnvelope } from '../../services/envelope.js';
import type { DiagramDeps } from '../../services/deps.js';
import type { PublicRef } from '../../services/public-ref.js';
import { readPublicDiagram } from '../../services/public-diagram.js';
import { submitContentReport } from '../../services/content-reports.js';

type PublicDeps = Pick<DiagramDeps, 'db' | 'clock' | 'revisions' | 'webUrl'>;

/**
 * Cache and privacy headers of a keyless answer that is not an exact version's image (the
 * JSON and the pages): public for a minute when reached by id; private when reached through
 * a share link (no shared cache keeps it, no search engine lists it, and no Referer carries
 * its token to the sites the page links to).
 */
export function publicPageHeaders(ctx: AppContext, resolved: PublicRef): void {
  if (resolved.access === 'link') {
    ctx.set('Cache-Control', 'private, max-age=60');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Robots-Tag', 'noindex');
  } else {
    ctx.set('Cache-Control', 'public, max-age=60');
  }
}

/** GET /v1/public/diagrams/{ref}[@{revision}] and POST .../report: keyless. */
export function mountPublic(router: Router<RequestState>, deps: PublicDeps, keyless: Middleware<RequestState>): void {
  router.get('/v1/public/diagrams/:ref', keyless, async (ctx) => {
    const { resolved, view } = await readPublicDiagram(deps, ctx.params.ref!);
    publicPageHeaders(ctx, resolved);
    ctx.body = view;
  });

  router.post('/v1/public/diagrams/:ref/report', keyless, async (ctx) => {
    const body = checkEnvelope(PublicReportBody, await readJsonObject(ctx));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await submitContentReport(deps, ctx.params.ref!, body);
  });
}
