import type { Middleware } from 'koa';
import { httpError } from '../errors.js';

/**
 * Every path under the retired /v1/scenes answers 410 MOVED naming the method and path
 * that replace it. Features that exist only under the retired paths point at their
 * nearest current equivalent and say so.
 */
interface Replacement {
  method: string;
  path: string;
  note?: string;
}

type Rule = [methods: string, pattern: RegExp, replace: (id: string, rest: string) => Replacement];

const diagram = (id: string, rest = '') => `/v1/diagrams/${encodeURIComponent(id)}${rest}`;
/** The proposal id of a retired proposals path ({id}/proposals/{pid}/...), encoded again for the new path. */
const proposalOf = (rest: string) => encodeURIComponent(safeDecode(rest.split('/')[2] ?? ''));
const nearest = (what: string) => `${what} has no direct replacement under /v1/diagrams; this is the nearest current endpoint.`;

const RULES: Rule[] = [
  ['POST', /^$/, () => ({ method: 'POST', path: '/v1/diagrams' })],
  ['GET', /^$/, () => ({ method: 'GET', path: '/v1/diagrams' })],
  ['GET', /^_recently-deleted$/, () => ({ method: 'GET', path: '/v1/diagrams?deleted=true' })],
  ['POST', /^(validate|normalize)$/, () => ({ method: 'POST', path: '/v1/diagrams/validate' })],
  ['POST', /^render$/, () => ({ method: 'POST', path: '/v1/diagrams/preview' })],
  ['POST', /^derive-preview$/, () => ({ method: 'POST', path: '/v1/diagrams/derive-preview' })],
  ['GET', /^[^/]+$/, (id) => ({ method: 'GET', path: diagram(id) })],
  ['PUT|PATCH', /^[^/]+$/, (id) => ({ method: 'POST', path: diagram(id, '/revisions') })],
  ['DELETE', /^[^/]+$/, (id) => ({ method: 'DELETE', path: diagram(id, '?confirm=true') })],
  ['POST', /^[^/]+\/(ops|apply|apply-ops|revisions|mermaid)$/, (id) => ({ method: 'POST', path: diagram(id, '/revisions') })],
  ['GET', /^[^/]+\/revisions$/, (id) => ({ method: 'GET', path: diagram(id, '/revisions') })],
  ['GET', /^[^/]+\/(diff|compare)$/, (id) => ({ method: 'GET', path: diagram(id, '/compare') })],
  ['POST', /^[^/]+\/undelete$/, (id) => ({ method: 'POST', path: diagram(id, '/undelete') })],
  ['POST|PUT', /^[^/]+\/(publish|unpublish|private|make-private|sharing|visibility)$/, (id) => ({ method: 'PUT', path: diagram(id, '/sharing') })],
  ['GET|POST', /^[^/]+\/render$/, (id) => ({ method: 'GET', path: diagram(id, '/render') })],
  ['GET', /^[^/]+\/export$/, (id) => ({ method: 'GET', path: diagram(id, '/export') })],
  ['POST|GET', /^[^/]+\/(share|links|share-links)$/, (id) => ({ method: 'POST', path: diagram(id, '/links') })],
  // Support submissions have no current endpoint yet: name the diagram's export, which is what a
  // problem report would carry, and say so.
  ['ANY', /^[^/]+\/(support|report|reports)(\/.*)?$/, (id) => ({ method: 'GET', path: diagram(id, '/export'), note: 'Support submissions are not available on the current paths yet; this export holds the diagram\'s whole history to send to the operators.' })],
  ['GET', /^[^/]+\/evidence$/, (id) => ({ method: 'GET', path: diagram(id, '/export'), note: nearest('The evidence pack') })],
  ['POST', /^[^/]+\/derive$/, (id) => ({ method: 'POST', path: diagram(id, '/derive') })],
  ['POST', /^[^/]+\/proposals$/, (id) => ({ method: 'POST', path: diagram(id, '/proposals') })],
  ['GET', /^[^/]+\/proposals$/, (id) => ({ method: 'GET', path: diagram(id, '/proposals') })],
  ['GET', /^[^/]+\/proposals\/[^/]+$/, (id, rest) => ({ method: 'GET', path: diagram(id, `/proposals/${proposalOf(rest)}`) })],
  ['POST', /^[^/]+\/proposals\/[^/]+\/(approve|reject|preview)$/, (id, rest) => ({ method: 'POST', path: diagram(id, `/proposals/${proposalOf(rest)}/${rest.split('/')[3]}`) })],
  ['ANY', /^[^/]+\/proposals(\/.*)?$/, (id) => ({ method: 'GET', path: diagram(id, '/proposals') })],
  ['PATCH|PUT|POST', /^[^/]+\/protection$/, (id) => ({ method: 'PATCH', path: diagram(id, '/protection') })],
  ['GET', /^[^/]+\/protection$/, (id) => ({ method: 'GET', path: diagram(id, '/protection') })],
  ['ANY', /^[^/]+\/(attest|legal-hold)$/, (id) => ({ method: 'GET', path: diagram(id, '/revisions'), note: nearest('Attestation and legal hold') })],
];

/** The replacement for a retired request (falls back to the diagram or the collection). */
export function replacementFor(method: string, rest: string): Replacement {
  for (const [methods, pattern, replace] of RULES) {
    if (methods !== 'ANY' && !methods.split('|').includes(method)) continue;
    const match = pattern.exec(rest);
    if (match) return replace(safeDecode(rest.split('/')[0] ?? ''), rest);
  }
  const id = rest.split('/')[0];
  if (id) return { method: 'GET', path: diagram(safeDecode(id)), note: 'This retired path has no direct replacement; the diagram lives here now.' };
  return { method: 'GET', path: '/v1/diagrams' };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Answers every request under /v1/scenes before any route sees it. */
export function retiredPaths(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/v1/scenes' && !ctx.path.startsWith('/v1/scenes/')) return next();
    const rest = ctx.path.replace(/^\/v1\/scenes\/?/, '').replace(/\/$/, '');
    const replacement = replacementFor(ctx.method, rest);
    const message = `${ctx.method} ${ctx.path} is retired; use ${replacement.method} ${replacement.path} instead.${replacement.note ? ` ${replacement.note}` : ''}`;
    throw httpError(410, 'MOVED', message, { method: replacement.method, path: replacement.path });
  };
}
