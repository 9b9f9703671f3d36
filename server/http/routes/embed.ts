import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type Router from '@koa/router';
import type { RequestState } from '../state.js';
import { httpError } from '../errors.js';
import { packageVersion } from '../../../fonts/package-version.js';
import { chooseEncoding, embedDirectory, embedFiles, type EmbedFile } from '../embed-files.js';
import { playgroundPage } from './playground-page.js';
import { notModified } from '../etag.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The element as one script for any page, <script type="module"
 * src="{service}/assets/dsp-diagram@{version}/dsp-diagram.js">, with its worker, chunks,
 * fonts and wasm beside it; and the playground at GET /play, which uses the same file.
 * Versioned paths never change content, so they are cached for a year; any origin may load
 * them (CORS), since pages embedding diagrams live elsewhere. They are not API calls and
 * count against no rate limit.
 */
export function mountEmbed(router: Router<RequestState>, options: { /** The build's folder (default: dist/embed beside the server). */ directory?: string } = {}): void {
  const version = packageVersion();
  const bundle = `dsp-diagram@${version}`;
  let read: ((path: string) => EmbedFile | undefined) | undefined;
  const files = (): ((path: string) => EmbedFile | undefined) => {
    if (read) return read;
    const directory = options.directory === undefined ? embedDirectory() : existsSync(join(options.directory, 'dsp-diagram.js')) ? options.directory : undefined;
    if (!directory) {
      throw httpError(503, 'EMBED_NOT_BUILT', 'The element\'s bundle has not been built on this server; run npm run build in a checkout of the repository (npm start builds it when missing): the npm package leaves it out.');
    }
    read = embedFiles(directory);
    return read;
  };

  router.get('/assets/:bundle/*path', (ctx) => {
    if (ctx.params.bundle !== bundle) {
      throw httpError(404, 'NOT_FOUND', `This service serves ${bundle}; load /assets/${bundle}/dsp-diagram.js.`, { version });
    }
    const path = ([] as string[]).concat(ctx.params.path ?? []).join('/');
    const file = files()(path);
    if (!file) throw httpError(404, 'NOT_FOUND', `There is no ${path} in ${bundle}; the element is /assets/${bundle}/dsp-diagram.js.`);
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', IMMUTABLE);
    ctx.set('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(ctx.get('Accept-Encoding'), file);
    // One ETag per representation: a cache keeps the gzip and the brotli copy apart.
    const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
    ctx.set('ETag', etag);
    if (notModified(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = file.contentType;
    // Compressed ahead of time; a compression middleware must leave it as it is.
    (ctx as { compress?: boolean }).compress = false;
    if (encoding) ctx.set('Content-Encoding', encoding);
    ctx.body = encoding ? file.encoded[encoding === 'br' ? 'br' : 'gzip'] : file.body;
  });

  router.get('/play', (ctx) => {
    // The page needs the bundle; say so instead of serving a page that cannot work.
    files();
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', [
      "default-src 'self'",
      "script-src 'self'",
      "worker-src 'self' blob:",
      "connect-src 'self'",
      "img-src 'self' blob: data:",
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '));
    ctx.body = playgroundPage(`/assets/${bundle}`);
  });
}
