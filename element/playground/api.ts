import { parseJsonText } from '../../engine/index.js';
import { isJson } from './editor.js';
import { NotExpressible, operationsBetween } from './scene-ops.js';

/**
 * The playground's calls to the service it is served from, with the key the user pasted
 * (kept in the page only, never stored), or with no key the signed-in person's session
 * cookie (same origin; the browser sends the Origin the service's CSRF check wants).
 * Errors carry the service's one-line message.
 */

/** A saved version. */
export interface Saved {
  id: string;
  revision: number;
}

/** A refusal of the service (its {error, code}) or of the playground itself. */
export class SaveError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

async function call<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { ...(key.trim() ? { authorization: `Bearer ${key.trim()}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string; code?: string };
  if (!response.ok) throw new SaveError(answer.error ?? `The service answered HTTP ${response.status}.`, answer.code ?? `HTTP_${response.status}`);
  return answer;
}

/** The text as a create or edit body field: a scene object, or Mermaid text. */
function parsed(text: string): { scene: unknown } | { mermaid: string } {
  if (!isJson(text)) return { mermaid: text };
  const read = parseJsonText(text);
  if ('value' in read) return { scene: read.value };
  const { message, line, column } = read.error;
  throw new SaveError(`Line ${line}, column ${column}: the scene is not valid JSON (${message}); fix it before saving.`, 'INVALID_JSON');
}

/** Saves the text as a new diagram. */
export async function saveNew(key: string, text: string): Promise<Saved> {
  const created = await call<Saved>(key, 'POST', '/v1/diagrams', { ...parsed(text), message: 'Saved from the playground' });
  return { id: created.id, revision: created.revision };
}

/**
 * Saves the text as the next revision of a diagram (id or key). Mermaid goes as a Mermaid
 * edit; a scene as the operations from `base` (the scene this page last saved there), or
 * from the stored scene when this page has not saved it, keeping what the text leaves out.
 */
export async function saveRevision(key: string, diagram: string, text: string, base?: { id: string; scene: unknown }): Promise<Saved> {
  const path = `/v1/diagrams/${encodeURIComponent(diagram.trim())}`;
  const current = await call<Saved & { scene: Record<string, unknown> }>(key, 'GET', `${path}?view=dsp`);
  const body = parsed(text);
  let change: Record<string, unknown>;
  if ('mermaid' in body) {
    change = { mermaid: body.mermaid };
  } else {
    const from = base && base.id === current.id ? { scene: base.scene, keep: false } : { scene: current.scene, keep: true };
    let ops: unknown[];
    try {
      ops = operationsBetween(from.scene as Record<string, unknown>, body.scene as Record<string, unknown>, from.keep);
    } catch (error) {
      if (error instanceof NotExpressible) throw new SaveError(`Cannot save this as a revision: ${error.message}.`, 'NOT_EXPRESSIBLE');
      throw error;
    }
    if (ops.length === 0) throw new SaveError('Nothing changed since the saved version.', 'NOTHING_CHANGED');
    change = { ops };
  }
  const edited = await call<Saved>(key, 'POST', `${path}/revisions`, { baseRevision: current.revision, message: 'Saved from the playground', ...change });
  return { id: edited.id, revision: edited.revision };
}

/** A new share link for the diagram (spec "Sharing and links": POST /v1/diagrams/{id}/links answers {url, ...}). */
export async function shareLink(key: string, saved: Saved): Promise<string> {
  const link = await call<{ url: string }>(key, 'POST', `/v1/diagrams/${encodeURIComponent(saved.id)}/links`);
  return link.url;
}

/** Publishes the diagram and gives the saved version's address ({url}@{revision}; the spec's publish answer holds {url}). */
export async function versionLink(key: string, saved: Saved): Promise<string> {
  const published = await call<{ url: string }>(key, 'PUT', `/v1/diagrams/${encodeURIComponent(saved.id)}/sharing`, { visibility: 'public' });
  return `${published.url.replace(/@\d+$/, '')}@${saved.revision}`;
}

/** The signed-in person's address when this browser has a session here, else undefined (no session, or the service is unreachable). */
export async function signedInAs(): Promise<string | undefined> {
  try {
    const response = await fetch('/v1/auth/session', { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    return ((await response.json()) as { user?: { email?: string } }).user?.email;
  } catch {
    return undefined;
  }
}
