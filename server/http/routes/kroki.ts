import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { Theme, type ThemeName } from '../../../schema/index.js';
import * as v from 'valibot';
import { callerOf, type AppContext, type RequestState } from '../state.js';
import { httpError } from '../errors.js';
import { readText } from '../bodies/text-body.js';
import { sendDrawnImage, sendImage } from '../image-answer.js';
import { decodeKrokiSource, KROKI_SOURCE_BYTES, type KrokiRenderer } from '../../use-cases/images/index.js';

/** The optional ?theme= of a drawing by URL. */
export function themeOf(ctx: AppContext): ThemeName | undefined {
  const theme = ctx.query.theme;
  if (theme === undefined) return undefined;
  const parsed = v.safeParse(Theme, theme);
  if (!parsed.success) throw httpError(400, 'INVALID_PARAMETER', `theme must be clean, dark, blueprint or sketch; got "${String(theme)}".`, { parameter: 'theme' });
  return parsed.output;
}

/**
 * A POST body: the diagram source as text, or Kroki's JSON form {diagram_source} (a JSON
 * body without that field is a DSP scene document sent as it is).
 */
function sourceOfBody(text: string, contentType: string): string {
  if (!/json/i.test(contentType)) return text;
  try {
    const body = JSON.parse(text) as unknown;
    if (body !== null && typeof body === 'object' && 'diagram_source' in body && typeof body.diagram_source === 'string') return body.diagram_source;
  } catch {
    // Not JSON after all: the text is the source.
  }
  return text;
}

/**
 * Kroki-compatible drawing by URL, so docs-tool plugins (MkDocs, Asciidoctor,
 * markdown-it-kroki, remark-kroki) work against this service with their server set to
 * {base}/render: GET /render/{mermaid|dsp}/{svg|png}/{source} (the source deflated, zlib
 * format, and base64url) and POST /render/{mermaid|dsp}/{svg|png} with the source as the
 * body. Keyless, with the preview's budgets and rate limits. A GET is immutable (its URL
 * names its content): ETag and a year of caching. Without a key, an image past its bound
 * (KROKI_KEYLESS_OUTPUT_BYTES) is refused with 422 OUTPUT_TOO_LARGE, never cached.
 */
export function mountKroki(router: Router<RequestState>, optionalKey: Middleware<RequestState>, renderer: KrokiRenderer): void {
  router.get('/render/:type/:format/:source', optionalKey, async (ctx) => {
    const request = { type: ctx.params.type!, format: ctx.params.format!, source: decodeKrokiSource(ctx.params.source!), theme: themeOf(ctx) };
    sendImage(ctx, await renderer.image(request, callerOf(ctx)), 'immutable');
  });

  router.post('/render/:type/:format', optionalKey, async (ctx) => {
    const source = sourceOfBody(await readText(ctx, KROKI_SOURCE_BYTES), ctx.get('content-type'));
    const request = { type: ctx.params.type!, format: ctx.params.format!, source, theme: themeOf(ctx) };
    sendDrawnImage(ctx, await renderer.image(request, callerOf(ctx)));
  });
}
