import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { render } from '../../entry/node.js';
import { browserOnDemand, inkedPixels, screenshotPixels } from './chromium.js';

// Issue 14 item 6: the SVG a docs page embeds, drawn by Chromium. One file with a dark-mode
// pair follows the reader's scheme (as an <img> and inline), and drawings inlined side by
// side keep their own definitions even when one of them is hidden.
const chromium = browserOnDemand();
afterAll(() => chromium.close());

const scene = (title: string, icon: string) => ({
  schemaVersion: '0.1',
  scene: { id: 'docs', title },
  elements: [
    { kind: 'node', id: 'api', nodeType: 'service', label: 'API gateway', icon },
    { kind: 'node', id: 'store', nodeType: 'database', label: 'Object store' },
    { kind: 'edge', id: 'e', from: { elementId: 'api' }, to: { elementId: 'store' }, label: 'writes' },
  ],
});

async function svgOf(document: unknown, options: Parameters<typeof render>[1] = {}): Promise<string> {
  const result = await render(document, options);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return result.svg!;
}

async function withPage<T>(html: string, use: (page: Page) => Promise<T>): Promise<T> {
  const page = await (await chromium.browser()).newPage({ viewport: { width: 900, height: 700 } });
  try {
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#808080">${html}</body></html>`, { waitUntil: 'load' });
    return await use(page);
  } finally {
    await page.close();
  }
}

const dataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const close = (pixel: number[], rgb: [number, number, number]): boolean => pixel.slice(0, 3).every((value, i) => Math.abs(value - rgb[i]!) <= 3);

describe('docs-friendly SVG in Chromium', () => {
  it('one file with a dark pair shows the light theme or the dark one as the reader prefers, as an <img> and inline', { timeout: 120_000 }, async () => {
    const svg = await svgOf(scene('Pair', 'aws:s3'), { theme: 'clean', darkTheme: 'dark' });
    await withPage(`<img id="img" src="${dataUrl(svg)}"><div id="inline" style="display:inline-block">${svg}</div>`, async (page) => {
      const corners = async (): Promise<number[][]> => [
        ...(await screenshotPixels(page, await page.locator('#img').screenshot(), [[3, 3]])),
        ...(await screenshotPixels(page, await page.locator('#inline svg').screenshot(), [[3, 3]])),
      ];
      await page.emulateMedia({ colorScheme: 'light' });
      for (const pixel of await corners()) expect(close(pixel, [0xff, 0xff, 0xff]), `light: ${pixel.join(',')}`).toBe(true);
      await page.emulateMedia({ colorScheme: 'dark' });
      for (const pixel of await corners()) expect(close(pixel, [0x1a, 0x1a, 0x22]), `dark: ${pixel.join(',')}`).toBe(true);
    });
  });

  it('two drawings inlined on one page share no id, and a hidden one takes no definition from the visible one', { timeout: 120_000 }, async () => {
    // The same scene in two themes, as a page switching two inline SVGs would hold it: the
    // first is hidden, and the icon's gradient of the second must come from its own <defs>.
    const hidden = await svgOf(scene('Light', 'aws:s3'), { theme: 'clean' });
    const shown = await svgOf(scene('Light', 'aws:s3'), { theme: 'dark' });
    const ids = (svg: string): Set<string> => new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!));
    const shared = [...ids(hidden)].filter((id) => ids(shown).has(id));
    expect(ids(shown).size).toBeGreaterThan(2);
    expect(shared).toEqual([]);
    const families = (svg: string): string[] => [...svg.matchAll(/font-family:"([^"]+)"/g)].map((match) => match[1]!);
    expect(families(shown).filter((family) => families(hidden).includes(family))).toEqual([]);

    const drawnAlone = await withPage(`<div id="b" style="display:inline-block">${shown}</div>`, async (page) => inkedPixels(page, await page.locator('#b svg').screenshot(), [0x1a, 0x1a, 0x22]));
    const drawnBesideHidden = await withPage(
      `<div style="display:none">${hidden}</div><div id="b" style="display:inline-block">${shown}</div>`,
      async (page) => inkedPixels(page, await page.locator('#b svg').screenshot(), [0x1a, 0x1a, 0x22]),
    );
    expect(drawnAlone).toBeGreaterThan(1_000);
    expect(drawnBesideHidden).toBe(drawnAlone);
  });
});
