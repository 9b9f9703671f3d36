import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { readJsonObject } from '../bodies/body.js';
import { httpError } from '../errors.js';
import { callerOf, type AppContext, type RequestState } from '../state.js';
import { sendDrawnImage } from '../image-answer.js';
import type { Drawer } from '../../ports/index.js';
import { PreviewBody } from '../../../schema/index.js';
import { checkEnvelope } from '../../use-cases/shared/index.js';
import { previewAnswer, previewImage } from '../../use-cases/images/index.js';

const JSON_TYPE = 'application/json';
const RAW = { svg: 'image/svg+xml', png: 'image/png' } as const;

/**
 * The answer form a preview takes: JSON unless the request's Accept prefers the image
 * itself (`curl -H 'Accept: image/png' -o x.png`). Without a format in the body, an image
 * type in Accept picks the format. Accept that allows neither JSON nor the image: 406.
 */
function negotiate(ctx: AppContext, format: 'svg' | 'png' | undefined): { format: 'svg' | 'png'; raw: boolean } {
  const offered = format === undefined ? [JSON_TYPE, RAW.svg, RAW.png] : [JSON_TYPE, RAW[format]];
  const chosen = ctx.accepts(offered);
  if (chosen === false) {
    throw httpError(406, 'NOT_ACCEPTABLE', `This answer is ${offered.join(' or ')}; ask for one of them in Accept (or leave Accept out for JSON).`, { accepts: offered });
  }
  if (chosen === RAW.png) return { format: 'png', raw: true };
  if (chosen === RAW.svg) return { format: 'svg', raw: true };
  return { format: format ?? 'svg', raw: false };
}

/**
 * POST /v1/diagrams/preview: keyless drawing of an unsaved scene or Mermaid text (a key,
 * if sent, makes it keyed: the 20 s budget and the key's rate limit).
 */
export function mountPreview(router: Router<RequestState>, optionalKey: Middleware<RequestState>, drawer: Drawer): void {
  router.post('/v1/diagrams/preview', optionalKey, async (ctx) => {
    // The answer's form depends on Accept, whatever the outcome.
    ctx.vary('Accept');
    const request = checkEnvelope(PreviewBody, await readJsonObject(ctx));
    const { format, raw } = negotiate(ctx, request.format);
    const image = await previewImage(drawer, request, format, callerOf(ctx));
    if (raw) {
      sendDrawnImage(ctx, image);
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = previewAnswer(image);
  });
}
