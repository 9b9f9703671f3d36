import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { publish } from '../support/public-expect.js';
import { addNode, serviceScene } from '../../harness/scenes.js';
import { browserOnDemand, inkedPixels } from './chromium.js';

// Done when (issue 12): headless Chromium opens /d/{ref} and the page shows the drawing
// (inline SVG, by its pixels), the version list and the Open Graph image tag; it runs no
// script, breaks no rule of its own policy, and follows the reader's dark mode.
let api: ApiFixture;
const chromium = browserOnDemand();
let id: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  const owner = await api.user({ plan: 'pro' });
  id = (await createDiagram(owner, { scene: { ...serviceScene(4), scene: { id: 'x', title: 'Checkout services', description: 'How an order reaches the warehouse' } } })).id;
  api.clock.advance(60_000);
  await editDiagram(owner, id, { baseRevision: 1, ops: [addNode('billing', 'Billing')] });
  await publish(owner, id);
}, 120_000);

afterAll(async () => {
  await chromium.close();
  await api?.close();
});

describe('the version page /d/{ref} in Chromium', () => {
  it('shows the drawing, the version list and the Open Graph image, with no script and no policy violation', { timeout: 120_000 }, async () => {
    const page = await (await chromium.browser()).newPage({ viewport: { width: 1100, height: 1400 } });
    try {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto(`${api.url}/d/${id}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);

      await expect(page.title()).resolves.toBe('Checkout services · version 2');
      expect(await page.locator('h1').textContent()).toBe('Checkout services');
      expect(await page.locator('main').count()).toBe(1);

      // The drawing: an inline SVG, laid out at a real size, whose pixels are ink on the card.
      const drawing = page.locator('figure svg');
      await expect(drawing.isVisible()).resolves.toBe(true);
      const box = (await drawing.boundingBox())!;
      expect(box.width).toBeGreaterThan(150);
      expect(box.height).toBeGreaterThan(150);
      expect(await drawing.getAttribute('role')).toBe('img');
      expect(await drawing.getAttribute('aria-label')).toBe('Checkout services');
      expect(await inkedPixels(page, await drawing.screenshot())).toBeGreaterThan(2_000);
      expect(await page.locator('figcaption').textContent()).toBe('How an order reaches the warehouse');

      // The version list, newest first, with dates.
      const versions = page.locator('nav.versions li');
      expect(await versions.count()).toBe(2);
      expect(await versions.nth(0).locator('a').textContent()).toBe('Version 2 (latest)');
      expect(await versions.nth(0).locator('a').getAttribute('aria-current')).toBe('page');
      expect(await versions.nth(1).locator('a').getAttribute('href')).toBe(`https://dsp.test/d/${id}@1`);
      expect(await versions.nth(1).locator('time').getAttribute('datetime')).toBe('2026-03-10T12:00:00.000Z');

      // The card a pasted link unfurls into.
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`https://dsp.test/d/${id}@2.png`);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('Checkout services');

      // The embed snippets are there to copy.
      expect(await page.locator('#embed-markdown').inputValue()).toBe(`![Checkout services](https://dsp.test/d/${id}.svg)`);
      expect(await page.locator('#embed-html').inputValue()).toBe(`<img src="https://dsp.test/d/${id}.svg" alt="Checkout services">`);

      expect(await page.evaluate(() => document.scripts.length)).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('follows prefers-color-scheme: light and dark backgrounds', { timeout: 60_000 }, async () => {
    const page = await (await chromium.browser()).newPage();
    try {
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(`${api.url}/d/${id}@1`);
      const light = await background();
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await background();
      const luminance = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3;
      expect(luminance(light)).toBeGreaterThan(200);
      expect(luminance(dark)).toBeLessThan(60);
    } finally {
      await page.close();
    }
  });
});
