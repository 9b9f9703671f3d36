import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The built element and playground (dist/embed/, made by scripts/build-embed.mjs) as the
 * service serves them. The folder is found beside this module whether it runs from the
 * sources (server/http/ → dist/embed/) or from dist/ (dist/server/http/ → dist/embed/).
 */

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** One file of the build, read once and kept (the build never changes under a running service). */
export interface EmbedFile {
  body: Buffer;
  contentType: string;
  etag: string;
  /** The copies the build compressed ahead (scripts/build-embed.mjs), when present. */
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** Each coding an Accept-Encoding names, with its weight (q); a malformed weight counts as 1, as RFC 9110 reads none. */
function weights(acceptEncoding: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.map((parameter) => /^q\s*=\s*([0-9.]+)$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    named.set(name, Number.isFinite(weight) ? weight : 1);
  }
  return named;
}

/**
 * The copy to send, from the request's Accept-Encoding: the compressed copy the client
 * weighs highest (brotli on a tie), else none. A coding refused by name (`br;q=0`) stays
 * refused whatever `*` says; `*` stands for the codings not named.
 */
export function chooseEncoding(acceptEncoding: string, file: EmbedFile): 'br' | 'gzip' | undefined {
  const named = weights(acceptEncoding);
  const weight = (coding: string) => named.get(coding) ?? named.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((coding) => file.encoded[coding] !== undefined && weight(coding) > 0);
  return candidates.sort((a, b) => weight(b) - weight(a))[0];
}

/** The folder of the build, or undefined when it has not been built. */
export function embedDirectory(): string | undefined {
  const candidates = ['../../dist/embed/', '../../embed/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
  return candidates.find((dir) => existsSync(join(dir, 'dsp-diagram.js')));
}

/** Reads files of the build by their path under it, refusing anything outside it or of an unknown kind. */
export function embedFiles(directory: string): (path: string) => EmbedFile | undefined {
  const root = directory.endsWith(sep) ? directory : directory + sep;
  const cache = new Map<string, EmbedFile>();
  return (path) => {
    const cached = cache.get(path);
    if (cached) return cached;
    const contentType = CONTENT_TYPES[extname(path)];
    const file = normalize(join(root, path));
    if (!contentType || !file.startsWith(root) || path.includes('\0')) return undefined;
    if (!existsSync(file) || !statSync(file).isFile()) return undefined;
    const body = readFileSync(file);
    const copy = (suffix: string): Buffer | undefined => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const br = copy('.br');
    const gzip = copy('.gz');
    const encoded = { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) };
    const found = { body, contentType, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`, encoded };
    cache.set(path, found);
    return found;
  };
}
