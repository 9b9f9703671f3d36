import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import Router from '@koa/router';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMiddleware } from '../../server/http/errors.js';
import { mountEmbed } from '../../server/http/routes/embed.js';
import type { RequestState } from '../../server/http/state.js';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { launchChromium } from '../../harness/chromium.js';
import { builtEmbed, EMBED_PATH } from '../support/element-page.js';
import { ROOT } from '../../harness/processes.js';
import { serveDirectory } from '../support/static-server.js';

/** The service serves the one file to embed (and what it loads) at a versioned path, cached for good, to any origin. */

let fixture: ApiFixture;
const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const base = `/assets/dsp-diagram@${version}`;

beforeAll(async () => {
  await builtEmbed();
  fixture = await startApiFixture({ drawer: 'inline', rateLimits: true });
}, 180_000);

afterAll(async () => {
  await fixture?.close();
});

describe('GET /assets/dsp-diagram@<version>/…', () => {
  it('serves the element as a module script, immutable, with an ETag, to any origin', async () => {
    const answer = await fixture.anonymous.get(`${base}/dsp-diagram.js`, { origin: 'https://docs.example' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(answer.text).toContain('dsp-diagram');
    const again = await fixture.anonymous.get(`${base}/dsp-diagram.js`, { 'if-none-match': answer.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // Static files are not API calls: no rate limit counts them.
    expect(answer.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('sends the brotli or gzip copy the browser accepts, one ETag per copy', async () => {
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        httpGet(`${fixture.url}${base}/dsp-diagram.js`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const [plain, br, gz] = await Promise.all([raw('identity'), raw('gzip, deflate, br'), raw('gzip;q=1, br;q=0')]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    for (const answer of [plain, br, gz]) expect(answer.headers.vary).toBe('Accept-Encoding');
  });

  it('serves the worker, the fonts and the wasm the script loads, with their types', async () => {
    const script = (await fixture.anonymous.get(`${base}/dsp-diagram.js`)).text;
    const worker = /assets\/worker-[\w-]+\.js/.exec(script)![0];
    const workerCode = await fixture.anonymous.get(`${base}/${worker}`);
    expect(workerCode.status).toBe(200);
    const font = /Inter-Regular-[\w-]+\.ttf/.exec(workerCode.text)![0];
    const wasm = /index_bg-[\w-]+\.wasm/.exec(workerCode.text)![0];
    const fontAnswer = await fetch(`${fixture.url}${base}/assets/${font}`);
    expect(fontAnswer.headers.get('content-type')).toBe('font/ttf');
    expect(Buffer.from(await fontAnswer.arrayBuffer()).equals(readFileSync(join(ROOT, 'fonts/Inter-Regular.ttf')))).toBe(true);
    const wasmAnswer = await fetch(`${fixture.url}${base}/assets/${wasm}`);
    expect(wasmAnswer.headers.get('content-type')).toBe('application/wasm');
  });

  it('answers 404 NOT_FOUND for another version, an unknown file or a path leaving the folder', async () => {
    const other = await fixture.anonymous.get('/assets/dsp-diagram@0.0.1/dsp-diagram.js');
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'NOT_FOUND', version, error: expect.stringContaining(`${base}/dsp-diagram.js`) });
    expect((await fixture.anonymous.get(`${base}/nope.js`)).status).toBe(404);
    for (const path of [`${base}/..%2F..%2Fpackage.json`, `${base}/%2e%2e/%2e%2e/package.json`, `${base}/assets/..%2F..%2F..%2Fserver%2Fapp.ts`]) {
      const answer = await fixture.anonymous.get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('dsp-diagrams');
    }
  });

  it('answers 503 EMBED_NOT_BUILT when the bundle was not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dsp-embed-'));
    const app = new Koa<RequestState>();
    const router = new Router<RequestState>();
    mountEmbed(router, { directory: empty });
    app.use(errorMiddleware(() => {}));
    app.use(router.routes());
    const server = app.listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      for (const path of [`${base}/dsp-diagram.js`, '/play']) {
        const answer = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({ code: 'EMBED_NOT_BUILT', error: expect.stringContaining('npm run build') });
      }
    } finally {
      server.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the element on a page of another origin', () => {
  it('loads from the service with one script tag and draws in its worker', async () => {
    const site = mkdtempSync(join(tmpdir(), 'dsp-site-'));
    writeFileSync(join(site, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>
<script type="module" src="${fixture.url}${EMBED_PATH}"></script></head><body>
<dsp-diagram id="d"><script type="text/x-mermaid">flowchart LR
  a[Docs page] --> b[Service]</script></dsp-diagram></body></html>`);
    const server = await serveDirectory(site);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => (document.getElementById('d') as HTMLElement & { status: string }).status !== 'drawing' && (document.getElementById('d') as HTMLElement & { status: string }).status !== 'empty', null, { timeout: 90_000 });
      const state = await page.evaluate(() => {
        const element = document.getElementById('d') as HTMLElement & { status: string; svg?: string; diagnostics: unknown[] };
        return { status: element.status, svg: element.svg, diagnostics: element.diagnostics };
      });
      expect(state.diagnostics).toEqual([]);
      expect(state.status).toBe('drawn');
      expect(state.svg).toContain('Docs page');
      // The worker started from a blob: trampoline of the page's origin, importing the service's script.
      expect(workers).toEqual([expect.stringMatching(/^blob:/)]);
    } finally {
      await browser.close();
      await server.close();
      rmSync(site, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('GET /play', () => {
  it('is an HTML page loading the versioned element and playground scripts, under a CSP', async () => {
    const answer = await fixture.anonymous.get('/play');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(answer.text).toContain(`<script type="module" src="${base}/dsp-diagram.js"></script>`);
    expect(answer.text).toContain(`<script type="module" src="${base}/play.js"></script>`);
  });
});
