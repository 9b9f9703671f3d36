import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { Theme, type ThemeName } from '../../../schema/index.js';
import * as v from 'valibot';
import { packageVersion } from '../../../fonts/package-version.js';
import { callerOf, type RequestState } from '../state.js';
import { httpError } from '../errors.js';
import { MAX_BODY_BYTES, readJsonObject } from '../bodies/body.js';
import { sendDrawnImage } from '../image-answer.js';
import { KROKI_TYPES, type KrokiRenderer, type KrokiRequest } from '../../use-cases/images/index.js';
import { themeOf } from './kroki.js';

/** The shape Kroki's POST / takes, named in every refusal so the fix is in the answer. */
const KROKI_BODY = '{"diagram_source": "<text>", "diagram_type": "mermaid", "output_format": "svg"}';

/** A required text field of Kroki's JSON body; Kroki refuses a missing or blank one with 400. */
function requiredText(body: Record<string, unknown>, field: 'diagram_source' | 'diagram_type' | 'output_format'): string {
  const value = body[field];
  if (typeof value === 'string' && value.trim() !== '') return value;
  const got = value === undefined ? 'missing' : typeof value === 'string' ? 'empty' : `a ${Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value}`;
  throw httpError(400, 'BODY_INVALID', `${field} is ${got}; send Kroki's JSON body ${KROKI_BODY}.`, { field });
}

/**
 * diagram_options: Kroki hands them to the diagram's own tool, which ignores the ones it
 * does not know. This service knows one, theme, checked as ?theme= is.
 */
function themeOfOptions(body: Record<string, unknown>): ThemeName | undefined {
  const options = body.diagram_options;
  if (options === undefined) return undefined;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw httpError(400, 'BODY_INVALID', 'diagram_options must be an object such as {"theme": "dark"}; leave it out for the defaults.', { field: 'diagram_options' });
  }
  const theme = (options as Record<string, unknown>).theme;
  if (theme === undefined) return undefined;
  const parsed = v.safeParse(Theme, theme);
  if (!parsed.success) throw httpError(400, 'INVALID_PARAMETER', `diagram_options.theme must be clean, dark, blueprint or sketch; got ${JSON.stringify(theme)}.`, { parameter: 'diagram_options.theme' });
  return parsed.output;
}

/** The drawing Kroki's JSON body asks for; a theme in diagram_options wins over ?theme=. */
function krokiRequestOf(body: Record<string, unknown>, queryTheme: ThemeName | undefined): KrokiRequest {
  const source = requiredText(body, 'diagram_source');
  const type = requiredText(body, 'diagram_type');
  const format = requiredText(body, 'output_format');
  const theme = themeOfOptions(body) ?? queryTheme;
  return { type, format, source, ...(theme === undefined ? {} : { theme }) };
}

/**
 * Kroki's health answer, as Kroki's own server writes it (HealthHandler): status "pass" and
 * the version of the server and of each diagram type it draws, as application/health+json.
 * Kroki's server takes its build hash from its build; this service has none to give.
 */
function krokiHealth(): { status: 'pass'; version: Record<string, unknown> } {
  const number = packageVersion();
  const types = Object.fromEntries(KROKI_TYPES.map((type) => [type, number]));
  return { status: 'pass', version: { kroki: { number, build_hash: '' }, ...types } };
}

/**
 * Kroki's JSON API under the Kroki server address this service gives docs tools
 * ({base}/render): POST {base}/render/ with {diagram_source, diagram_type, output_format,
 * diagram_options?} draws the same bytes as the GET form of the same source, and GET
 * {base}/render/health answers as Kroki's /health does. So a client set to that server
 * address needs no other path. Keyless like the other Kroki routes; the health answer is
 * not rate limited, as GET /health is not.
 */
export function mountKrokiJson(router: Router<RequestState>, optionalKey: Middleware<RequestState>, renderer: KrokiRenderer): void {
  router.post('/render', optionalKey, async (ctx) => {
    const request = krokiRequestOf(await readJsonObject(ctx, MAX_BODY_BYTES), themeOf(ctx));
    sendDrawnImage(ctx, await renderer.image(request, callerOf(ctx)));
  });

  router.get('/render/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/health+json';
    ctx.body = JSON.stringify(krokiHealth());
  });
}
