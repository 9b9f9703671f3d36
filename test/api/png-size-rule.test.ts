import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError, type Created } from '../support/api-expect.js';
import { canvasScene } from '../support/big-canvas.js';
import { pngDimensions, rawRequest } from '../support/raw-http.js';
import { versionPngs } from '../../server/db/repositories/version-pngs.js';

// The PNG size rule (decided for the service, the engine's render() and dsp render): no scale
// → scale 1 unless that passes 16 megapixels, then lowered to fit and said so (X-PNG-Scale and
// X-PNG-Downscaled on image answers, an info diagnostic PNG_DOWNSCALED in JSON answers); an
// explicit scale is honoured up to the hard raster limits (100 megapixels, 32,000 px a side),
// past them a 4xx whose code names the limit and whose body says the largest scale that fits.
let api: ApiFixture;
let user: TestUser;

beforeAll(async () => {
  api = await startApiFixture();
  user = await api.user({ plan: 'pro' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const SIXTEEN_MP = 16_000_000;

interface PreviewJson {
  output: { contentBase64: string; width: number; height: number; scale: number };
  diagnostics: Array<{ code: string; severity: string; data?: Record<string, number> }>;
}

describe('a drawing whose scale-1 PNG is 20 megapixels (5000 x 4000, and the stamp below)', () => {
  let big: Created;
  /** The stored SVG's size: the canvas plus the version stamp's band. */
  let drawing: { width: number; height: number };
  beforeAll(async () => {
    big = await createDiagram(user, { scene: canvasScene(5000, 4000) });
    const svg = (await user.get(`/v1/images/${big.id}@1.svg`)).text;
    const match = /^<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
    drawing = { width: Number(match[1]), height: Number(match[2]) };
    expect(drawing.width * drawing.height).toBeGreaterThan(20_000_000);
  });

  it('version image, no scale: drawn smaller to fit 16 MP, with the scale headers', async () => {
    const answer = await rawRequest(`${api.url}/v1/images/${big.id}@1.png`, { headers: { authorization: `Bearer ${user.key}` } });
    expect(answer.status, answer.body.toString()).toBe(200);
    const scale = Number(answer.headers['x-png-scale']);
    expect(scale).toBeGreaterThan(0.85);
    expect(scale).toBeLessThan(0.9);
    expect(answer.headers['x-png-downscaled']).toBe('true');
    const size = pngDimensions(answer.body);
    expect(size).toEqual({ width: Math.round(drawing.width * scale), height: Math.round(drawing.height * scale) });
    expect(size.width * size.height).toBeLessThanOrEqual(SIXTEEN_MP);
    expect(size.width * size.height).toBeGreaterThan(0.99 * SIXTEEN_MP);
    expect(answer.headers.etag).toBe(`"${big.chain}:png:${scale}"`);
  });

  it('version image, explicit scale 1: honoured (20 MP); scale 3 (180 MP): 422 PNG_TOO_MANY_PIXELS with the largest scale', async () => {
    const full = await rawRequest(`${api.url}/v1/images/${big.id}@1.png?scale=1`, { headers: { authorization: `Bearer ${user.key}` } });
    expect(full.status).toBe(200);
    expect(pngDimensions(full.body)).toEqual({ width: Math.round(drawing.width), height: Math.round(drawing.height) });
    expect(full.headers['x-png-scale']).toBe('1');
    expect(full.headers['x-png-downscaled']).toBeUndefined();
    // Only PNGs within 16 megapixels are kept in the table: this one is drawn on request.
    expect(await versionPngs.get(api.db, big.id, 1, '1')).toBeUndefined();
    expect(await versionPngs.count(api.db, big.id)).toBe(1);
    const refused = await user.get<{ largestScale: number; error: string }>(`/v1/images/${big.id}@1.png?scale=3`);
    expectError(refused, 422, 'PNG_TOO_MANY_PIXELS', { limit: 'maxPixels', maximum: 100_000_000 });
    const largest = refused.body.largestScale;
    expect(Math.round(drawing.width * largest) * Math.round(drawing.height * largest)).toBeLessThanOrEqual(100_000_000);
    expect(largest).toBeGreaterThan(2.2);
    expect(refused.body.error).toContain(`use a scale of ${largest} or less`);
  });

  it('preview, no scale: the PNG_DOWNSCALED info diagnostic with the scale and sizes', async () => {
    const answer = await user.post<PreviewJson>('/v1/diagrams/preview', { scene: canvasScene(5000, 4000), format: 'png' });
    expect(answer.status, answer.text).toBe(200);
    const { output, diagnostics } = answer.body;
    expect(output.scale).toBe(0.894);
    expect(output.width * output.height).toBeLessThanOrEqual(SIXTEEN_MP);
    expect(pngDimensions(Buffer.from(output.contentBase64, 'base64'))).toEqual({ width: output.width, height: output.height });
    const downscaled = diagnostics.find((d) => d.code === 'PNG_DOWNSCALED');
    expect(downscaled).toMatchObject({ severity: 'info', data: { scale: 0.894, width: output.width, height: output.height, fullWidth: 5000, fullHeight: 4000, maxPixels: SIXTEEN_MP } });
  });

  it('preview, raw PNG: the headers say the scale', async () => {
    const answer = await rawRequest(`${api.url}/v1/diagrams/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.key}`, accept: 'image/png', 'content-type': 'application/json' },
      body: JSON.stringify({ scene: canvasScene(5000, 4000) }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-png-scale']).toBe('0.894');
    expect(answer.headers['x-png-downscaled']).toBe('true');
  });

  it('preview, explicit scale past the hard limit: 422 PNG_TOO_MANY_PIXELS; no PNG_DOWNSCALED for an explicit scale', async () => {
    const refused = await user.post<{ largestScale: number }>('/v1/diagrams/preview', { scene: canvasScene(5000, 4000), format: 'png', scale: 3 });
    expectError(refused, 422, 'PNG_TOO_MANY_PIXELS', { limit: 'maxPixels' });
    expect(Math.round(5000 * refused.body.largestScale) * Math.round(4000 * refused.body.largestScale)).toBeLessThanOrEqual(100_000_000);
    const half = await user.post<PreviewJson>('/v1/diagrams/preview', { scene: canvasScene(5000, 4000), format: 'png', scale: 0.5 });
    expect(half.body.output).toMatchObject({ width: 2500, height: 2000, scale: 0.5 });
    expect(half.body.diagnostics.map((d) => d.code)).not.toContain('PNG_DOWNSCALED');
  });
});

describe('a drawing 40,000 px wide (past the 32,000 px side limit)', () => {
  it('no scale: lowered to fit the side; scale 1: 422 PNG_SIDE_TOO_LONG with the largest scale', async () => {
    const wide = await createDiagram(user, { scene: canvasScene(40_000, 300) });
    const answer = await rawRequest(`${api.url}/v1/images/${wide.id}@1.png`, { headers: { authorization: `Bearer ${user.key}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-png-scale']).toBe('0.8');
    expect(pngDimensions(answer.body).width).toBe(32_000);
    expectError(await user.get(`/v1/images/${wide.id}@1.png?scale=1`), 422, 'PNG_SIDE_TOO_LONG', { limit: 'maxSide', maximum: 32_000, largestScale: 0.8 });
  });
});
