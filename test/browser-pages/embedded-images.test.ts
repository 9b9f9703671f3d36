import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { publish } from '../support/public-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import { browserOnDemand, inkedPixels } from './chromium.js';

// Done when (issue 12): a plain HTML page on another origin embeds a published diagram with
// <img src=".../d/{ref}@1.svg"> and one with the .png, and headless Chromium shows both:
// the pixels where each image is are the drawing's, not the page's background.
let api: ApiFixture;
const chromium = browserOnDemand();
let site: Server;
let siteUrl: string;
let id: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  const owner = await api.user({ plan: 'pro' });
  id = (await createDiagram(owner, { scene: { ...serviceScene(5), scene: { id: 'x', title: 'Embedded' } } })).id;
  await publish(owner, id);
  // The docs page: its own origin (another port), plain HTML, no script.
  const docsPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>Docs</title>
<style>body{margin:0;background:#fff}.slot{position:absolute;top:10px;width:360px;height:360px;object-fit:contain}</style></head>
<body>
<img id="svg" class="slot" style="left:10px" src="${api.url}/d/${id}@1.svg" alt="Embedded (SVG)">
<img id="png" class="slot" style="left:390px" src="${api.url}/d/${id}@1.png" alt="Embedded (PNG)">
<div id="blank" class="slot" style="left:770px"></div>
</body></html>`;
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(docsPage);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/guide.html`;
}, 120_000);

afterAll(async () => {
  await chromium.close();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await api?.close();
});

describe('a docs page on another origin embedding a published diagram', () => {
  it('shows the SVG and the PNG: both images load, and their pixels are the drawing', { timeout: 120_000 }, async () => {
    const page = await (await chromium.browser()).newPage({ viewport: { width: 1200, height: 400 } });
    try {
      const failed: string[] = [];
      page.on('requestfailed', (request) => failed.push(request.url()));
      await page.goto(siteUrl, { waitUntil: 'load' });
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 60_000 });
      const natural = await page.evaluate(() => Array.from(document.images).map((image) => [image.id, image.naturalWidth, image.naturalHeight]));
      expect(failed).toEqual([]);
      for (const [name, width, height] of natural) {
        expect(Number(width), String(name)).toBeGreaterThan(100);
        expect(Number(height), String(name)).toBeGreaterThan(100);
      }

      const counts: Record<string, number> = {};
      for (const slot of ['svg', 'png', 'blank']) counts[slot] = await inkedPixels(page, await page.locator(`#${slot}`).screenshot());
      // The blank slot is the page's background: the measure counts nothing there.
      expect(counts.blank).toBe(0);
      // Each image puts thousands of the drawing's pixels on the page...
      expect(counts.svg).toBeGreaterThan(2_000);
      expect(counts.png).toBeGreaterThan(2_000);
      // ...and the two show the same drawing at the same size.
      expect(counts.svg! / counts.png!).toBeGreaterThan(0.8);
      expect(counts.svg! / counts.png!).toBeLessThan(1.25);
    } finally {
      await page.close();
    }
  });
});
