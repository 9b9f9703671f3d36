import { deflateSync } from 'node:zlib';
import { parseJsonText, parseMermaid, render, validateScene, type Diagnostic, type SourceKind } from '../entry/node.js';
import type { ResolvedOptions } from './options.js';

/**
 * One diagram of a docs page, drawn at build time with no browser: the HTML that replaces
 * its code fence, or the error that stops the build. Shared by the three plugins.
 */

/** A diagram's source: scene JSON ("dsp") or Mermaid text. */
export interface DiagramSource {
  kind: SourceKind;
  text: string;
}

/** Where the first error is, relative to the source text (1-based), when the engine says. */
export interface SourceError {
  code: string;
  message: string;
  line?: number;
  column?: number;
}

/** The outcome: the HTML for the page (the drawing, or the error in "render" mode), or the error. */
export type DiagramOutcome = { html: string; svg?: string; diagnostics: Diagnostic[] } | { error: SourceError };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

/** The input render() takes (Mermaid text, or the parsed scene), or the JSON error with its place. */
function engineInput(source: DiagramSource): { input: unknown } | { error: SourceError } {
  if (source.kind === 'mermaid') return { input: source.text };
  const read = parseJsonText(source.text);
  if ('value' in read) return { input: read.value };
  const { message, line, column } = read.error;
  return { error: { code: 'INVALID_JSON', message: `the scene is not valid JSON (${message})`, line, column } };
}

/** The first error among diagnostics, with its line and column when it has them. */
function firstError(diagnostics: readonly Diagnostic[]): SourceError {
  const error = diagnostics.find((d) => d.severity === 'error') ?? diagnostics[0];
  if (!error) return { code: 'DRAWING_FAILED', message: 'the diagram could not be drawn' };
  const line = error.data?.line;
  const column = error.data?.column;
  const where = error.elementId ? ` (element ${error.elementId})` : error.path ? ` (at ${error.path})` : '';
  // Mermaid messages start with their own "line L, column C: "; the plugins print the place themselves.
  const message = error.message.replace(/^line \d+, column \d+: /, '') + where;
  return { code: error.code, message, ...(typeof line === 'number' ? { line } : {}), ...(typeof column === 'number' ? { column } : {}) };
}

/** Kroki's encoding of a source: zlib deflate (level 9), base64url; the same bytes Kroki's own clients write. */
export function krokiEncode(text: string): string {
  return deflateSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64url');
}

/** The title a drawing would carry: the scene's, or Mermaid's frontmatter title. */
function titleOf(document: unknown): string | undefined {
  const header = (document as { scene?: { title?: unknown } } | undefined)?.scene;
  return typeof header?.title === 'string' ? header.title : undefined;
}

/** The source checked (parsed and validated, not drawn) for an <img> of the service, with its title. */
function checked(source: DiagramSource, input: unknown): { title?: string; diagnostics: Diagnostic[] } | { error: SourceError } {
  let document = input;
  if (source.kind === 'mermaid') {
    const parsed = parseMermaid(source.text);
    if (!parsed.ok) return { error: firstError([{ code: parsed.error.code, severity: 'error', message: parsed.error.message, data: { line: parsed.error.line, column: parsed.error.column } }]) };
    document = parsed.scene;
  }
  const validation = validateScene(document);
  if (!validation.valid) return { error: firstError(validation.diagnostics) };
  const title = titleOf(document);
  return { diagnostics: validation.diagnostics, ...(title === undefined ? {} : { title }) };
}

/** Draws one diagram (or, with a service, checks it and links the service's image). */
export async function drawDiagram(source: DiagramSource, options: ResolvedOptions): Promise<DiagramOutcome> {
  const read = engineInput(source);
  const outcome = 'error' in read ? read : await drawn(source, read.input, options);
  if (!('error' in outcome) || options.failure === 'fail') return outcome;
  const { code, message, line, column } = outcome.error;
  const where = line === undefined ? '' : `line ${line}${column === undefined ? '' : `, column ${column}`}: `;
  return { html: `<pre class="${escapeHtml(options.errorClassName)}" role="alert">${escapeHtml(`${source.kind} diagram: ${where}${code} ${message}`)}</pre>`, diagnostics: [] };
}

async function drawn(source: DiagramSource, input: unknown, options: ResolvedOptions): Promise<DiagramOutcome> {
  if (options.service !== undefined) {
    const result = checked(source, input);
    if ('error' in result) return result;
    return { html: serviceImage(source, result.title, options), diagnostics: result.diagnostics };
  }
  const result = await render(input, {
    ...(options.theme === undefined ? {} : { theme: options.theme }),
    ...(options.darkTheme === undefined ? {} : { darkTheme: options.darkTheme }),
  });
  if (result.svg === undefined || !result.valid) return { error: firstError(result.diagnostics) };
  return { html: `<div class="${escapeHtml(options.className)}">${result.svg}</div>`, svg: result.svg, diagnostics: result.diagnostics };
}

/** The service's Kroki-style SVG URL of a source, drawn in `theme` when one is given. */
export function serviceImageUrl(service: string, source: DiagramSource, theme: string | undefined): string {
  const url = `${service}/render/${source.kind}/svg/${krokiEncode(source.text)}`;
  return theme === undefined ? url : `${url}?theme=${theme}`;
}

/**
 * The <img> of the service's Kroki-style URL; with a dark theme, inside a <picture> whose
 * dark-mode source is the same URL drawn in that theme (the service draws one theme per
 * image, so the pair is two images here, one SVG when inline).
 */
function serviceImage(source: DiagramSource, title: string | undefined, options: ResolvedOptions): string {
  const inTheme = (theme: string | undefined): string => serviceImageUrl(options.service!, source, theme);
  const image = `<img class="${escapeHtml(options.className)}" src="${escapeHtml(inTheme(options.theme))}" alt="${escapeHtml(title ?? 'Diagram')}">`;
  if (options.darkTheme === undefined) return image;
  return `<picture><source media="(prefers-color-scheme: dark)" srcset="${escapeHtml(inTheme(options.darkTheme))}">${image}</picture>`;
}

/** The place of a fence's error in its file: fence content starts on the line after `fenceLine` (1-based). */
export function placeInFile(error: SourceError, fenceLine: number, fenceColumn = 1): { line: number; column: number } | undefined {
  if (error.line === undefined) return undefined;
  return { line: fenceLine + error.line, column: (error.column ?? 1) + fenceColumn - 1 };
}

/** "file:line:column: CODE message", the form editors and CI logs link. */
export function errorLine(file: string, error: SourceError, place: { line: number; column: number } | undefined): string {
  return `${file}${place ? `:${place.line}:${place.column}` : ''}: ${error.code} ${error.message}`;
}
