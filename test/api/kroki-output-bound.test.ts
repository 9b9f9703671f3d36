import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { createInlineDrawer, type WarmDrawer } from '../../server/drawing-pool/index.js';
import { KROKI_KEYLESS_OUTPUT_BYTES, KrokiRenderer } from '../../server/use-cases/images/kroki.js';
import { rawRequest } from '../support/raw-http.js';
import { startTestServer, type RunningServer } from '../support/http-server.js';

// Issue 27, defect 10: a 9.7 KB keyless Kroki URL drew a 3.2 MB SVG (its labels held
// thousands of distinct characters, and the SVG embeds their glyphs), answered with a year of
// public, immutable caching and kept in the server's image cache. Without a key, a drawing by
// URL past its bound is now refused with 422 OUTPUT_TOO_LARGE and kept nowhere.
//
// Drawing a real one takes 15 s on a busy machine, so the drawer here pads the engine's
// SVG to just past the bound (as the embedded fonts did) when a label says so.
const MIB = 1024 * 1024;
const BIG = 'flowchart LR\n  a[big] --> b[B]\n';
const SMALL = 'flowchart LR\n  a[small] --> b[B]\n';
const encode = (source: string): string => deflateSync(Buffer.from(source), { level: 9 }).toString('base64url');

const drawings: string[] = [];

/** The inline drawer, whose SVGs of a scene labelled "big" are padded past the keyless bound. */
function paddingDrawer(): WarmDrawer {
  const inline = createInlineDrawer();
  return {
    ...inline,
    async draw(job, caller) {
      const drawn = await inline.draw(job, caller);
      drawings.push(drawn.svg.includes('>big<') ? 'big' : 'small');
      if (!drawn.svg.includes('>big<')) return drawn;
      return { ...drawn, svg: drawn.svg.replace(/<\/svg>\s*$/, `<!--${'x'.repeat(KROKI_KEYLESS_OUTPUT_BYTES.svg)}--></svg>`) };
    },
  };
}

let server: RunningServer;
let drawer: WarmDrawer;

beforeAll(async () => {
  drawer = paddingDrawer();
  server = await startTestServer({ drawer });
});
afterAll(async () => {
  await server.close();
  await drawer.close();
});

describe('a keyless drawing by URL past its bound', () => {
  it('GET: 422 OUTPUT_TOO_LARGE with the sizes and a fix, not cacheable, and drawn again next time (not kept)', async () => {
    const url = `${server.url}/render/mermaid/svg/${encode(BIG)}`;
    drawings.length = 0;
    for (let i = 0; i < 2; i++) {
      const answer = await rawRequest(url);
      expect(answer.status).toBe(422);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      // No Cache-Control: a 422 is not cacheable by default (RFC 9111), so no cache keeps it.
      expect(String(answer.headers['cache-control'] ?? '')).not.toMatch(/immutable|public|max-age=[1-9]/);
      expect(answer.headers.etag).toBeUndefined();
      const body = JSON.parse(answer.body.toString()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'OUTPUT_TOO_LARGE', format: 'svg', maxBytes: KROKI_KEYLESS_OUTPUT_BYTES.svg });
      expect(body.bytes).toBeGreaterThan(KROKI_KEYLESS_OUTPUT_BYTES.svg);
      expect(String(body.error)).toMatch(/png format.*API key/);
    }
    expect(drawings).toEqual(['big', 'big']);
  });

  it('POST: the same refusal', async () => {
    const answer = await rawRequest(`${server.url}/render/mermaid/svg`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: BIG });
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'OUTPUT_TOO_LARGE' });
  });

  it('an image within the bound keeps its year of immutable caching', async () => {
    const answer = await rawRequest(`${server.url}/render/mermaid/svg/${encode(SMALL)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.length).toBeLessThan(MIB);
  });
});

describe('with a key', () => {
  it('the same source is drawn and kept, and a keyless caller is still refused it from the cache', async () => {
    const renderer = new KrokiRenderer(drawer);
    const request = { type: 'mermaid', format: 'svg', source: BIG };
    const image = await renderer.image(request, { budget: 'keyed', workspaceId: 'wsp_test' });
    expect(Buffer.byteLength(image.body as string)).toBeGreaterThan(KROKI_KEYLESS_OUTPUT_BYTES.svg);
    drawings.length = 0;
    await expect(renderer.image(request, { budget: 'keyless', address: '192.0.2.1' })).rejects.toMatchObject({ status: 422, code: 'OUTPUT_TOO_LARGE' });
    expect(drawings).toEqual([]);
  });
});
