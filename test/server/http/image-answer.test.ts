import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sendImage } from '../../../server/http/image-answer.js';
import { compression } from '../../../server/http/compression.js';
import type { VersionImage } from '../../../server/use-cases/images/version-image.js';
import { rawRequest } from '../../support/raw-http.js';

// sendImage keeps compressed copies of SVG bodies; a copy answers only for the text it was
// made from, even when two answers share an entity tag.
let server: Server;
let url: string;

const svg = (label: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${label}</title>${'<rect width="1" height="1"/>'.repeat(200)}</svg>`;
const image = (body: string): VersionImage => ({ format: 'svg', contentType: 'image/svg+xml', body, etag: 'sha256:shared:svg' });

beforeAll(async () => {
  const app = new Koa();
  app.use(compression());
  app.use((ctx) => sendImage(ctx, image(svg(ctx.path.slice(1))), 'immutable'));
  server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('compressed copies of image bodies', () => {
  it('answer each body with its own bytes, even under one entity tag', async () => {
    for (const label of ['first', 'second', 'first']) {
      const answer = await rawRequest(`${url}/${label}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(svg(label));
      expect(answer.headers.etag).toBe('W/"sha256:shared:svg"');
    }
  });
});
