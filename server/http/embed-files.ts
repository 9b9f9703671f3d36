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

/** The encoding to send, from the request's Accept-Encoding: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string, file: EmbedFile): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (file.encoded.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (file.encoded.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return undefined;
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
