import { parseJsonText, sourceKind } from '../engine/index.js';
import type { ElementDiagnostic } from './drawing/protocol.js';

export type { ElementDiagnostic } from './drawing/protocol.js';

/**
 * Where a <dsp-diagram> takes its drawing from, and how each kind is read. Nothing here
 * draws: a source becomes the input of a drawing request, or element diagnostics.
 */

/** The element's own diagnostic codes (the engine's are listed in engine/model/diagnostic-codes.ts). */
export type ElementCode = 'SOURCE_UNAVAILABLE' | 'VERSION_UNAVAILABLE' | 'VERSION_HAS_NO_SCENE' | 'INVALID_ATTRIBUTE' | 'DRAWING_FAILED';

/** An element diagnostic (always an error). */
export function elementError(code: ElementCode | 'INVALID_JSON', message: string, data?: Record<string, unknown>): ElementDiagnostic {
  return { code, severity: 'error', message, ...(data === undefined ? {} : { data }) };
}

/** What a source resolves to: the engine's input, or why there is none. */
export type ReadSource = { input: unknown } | { diagnostics: ElementDiagnostic[] };

/**
 * Text as the engine's input: a scene document or Mermaid, as the engine's sourceKind
 * tells them apart (a scene starts with "{"). Broken JSON is an INVALID_JSON diagnostic with the line and column of the error.
 */
export function readText(text: string): ReadSource {
  if (sourceKind(text) === 'mermaid') return { input: text };
  const read = parseJsonText(text);
  if ('value' in read) return { input: read.value };
  const { message, line, column } = read.error;
  return { diagnostics: [elementError('INVALID_JSON', `line ${line}, column ${column}: the scene is not valid JSON (${message}); fix the syntax`, { line, column })] };
}

/**
 * The source written inside the element: a <script type="application/json"> (a scene), a
 * <script type="text/x-mermaid"> (or text/mermaid), or else the element's own text.
 */
export function inlineSource(host: HTMLElement): string | undefined {
  const script = host.querySelector(':scope > script[type="application/json"], :scope > script[type="text/x-mermaid"], :scope > script[type="text/mermaid"]');
  const text = script ? script.textContent : [...host.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('');
  const trimmed = text?.trim();
  return trimmed ? dedent(text ?? '') : undefined;
}

/** Removes the indentation an HTML author gives the lines of an inline source. */
function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut)).join('\n');
}

/** The text at a URL (the `src` attribute): JSON when served or named as JSON, else read as readText does. */
export async function fetchSource(url: string, signal: AbortSignal): Promise<ReadSource> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return { diagnostics: [elementError('SOURCE_UNAVAILABLE', `could not fetch ${url} (${error instanceof Error ? error.message : String(error)}); check the src address and that its server allows this page (CORS)`)] };
  }
  if (!response.ok) return { diagnostics: [elementError('SOURCE_UNAVAILABLE', `could not fetch ${url}: HTTP ${response.status}; check the src address`, { status: response.status })] };
  return readText(await response.text());
}

/** A stored version reference, "{ref}@{revision}" or "{ref}" (the latest). */
export interface VersionRef {
  ref: string;
  revision?: number;
}

/** Reads the `diagram` attribute (and `from`, which may be a revision number of the same diagram). */
export function parseVersionRef(value: string, sameAs?: VersionRef): VersionRef | undefined {
  const trimmed = value.trim();
  if (sameAs && /^\d+$/.test(trimmed)) return { ref: sameAs.ref, revision: Number(trimmed) };
  const match = /^([A-Za-z0-9_-]+)(?:@(\d+))?$/.exec(trimmed);
  if (!match) return undefined;
  return match[2] === undefined ? { ref: match[1]! } : { ref: match[1]!, revision: Number(match[2]) };
}

/** The part of the public version answer (spec "Sharing and links") the element reads. */
export interface PublicVersion {
  id: string;
  revision: number;
  title?: string | null;
  description?: string | null;
  scene?: unknown;
  /** The version page's address, {webUrl}/d/{ref}@{revision}: the stamp on its image. */
  url?: string;
}

/**
 * A published version's public answer: GET {service}/v1/public/diagrams/{ref}[@{revision}],
 * keyless. A share link's answer holds no scene (the spec keeps it out), so only published
 * diagrams can be drawn this way.
 */
export async function fetchVersion(service: string, version: VersionRef, signal: AbortSignal): Promise<{ version: PublicVersion } | { diagnostics: ElementDiagnostic[] }> {
  const name = version.revision === undefined ? version.ref : `${version.ref}@${version.revision}`;
  const url = `${service.replace(/\/+$/, '')}/v1/public/diagrams/${encodeURIComponent(version.ref)}${version.revision === undefined ? '' : `@${version.revision}`}`;
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    return { diagnostics: [elementError('VERSION_UNAVAILABLE', `could not reach ${url} (${error instanceof Error ? error.message : String(error)}); check the service address`)] };
  }
  if (response.status === 404) {
    return { diagnostics: [elementError('VERSION_UNAVAILABLE', `${name} is not a published diagram version at ${service} (404): publish the diagram, or check the reference`, { status: 404 })] };
  }
  if (!response.ok) return { diagnostics: [elementError('VERSION_UNAVAILABLE', `${url} answered HTTP ${response.status}; try again later`, { status: response.status })] };
  const answer = (await response.json()) as Partial<PublicVersion>;
  if (typeof answer.id !== 'string' || typeof answer.revision !== 'number') {
    return { diagnostics: [elementError('VERSION_UNAVAILABLE', `${url} did not answer with a diagram version; check the service address`)] };
  }
  if (answer.scene === undefined || answer.scene === null) {
    return { diagnostics: [elementError('VERSION_HAS_NO_SCENE', `${name} is reachable only by share link, whose public answer holds no scene; publish the diagram to draw it here`)] };
  }
  return { version: answer as PublicVersion };
}
