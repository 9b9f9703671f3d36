import type { Browser, Page } from 'playwright-core';
import { ensureEmbed, packageVersion } from '../../scripts/build-embed.mjs';
import { launchChromium } from '../../harness/chromium.js';

/** Where the service serves the element. */
export const EMBED_PATH = `/assets/dsp-diagram@${packageVersion()}/dsp-diagram.js`;

/** Builds dist/embed/ when its sources changed since the last build (shared by the test files; one builds, the others wait). */
export async function builtEmbed(): Promise<void> {
  await ensureEmbed();
}

/** Chromium with a page at `origin` that loaded the embed file from the service: a page of the service's own origin, written by the test; `initScript` runs in it before the page's own scripts. */
export async function elementPage(origin: string, body = '', initScript?: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  // Functions the test runner compiled may call a __name helper that pages do not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  if (initScript) await page.addInitScript(initScript);
  await page.route(`${origin}/test-page.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>test</title><script type="module" src="${EMBED_PATH}"></script></head><body>${body}</body></html>` }),
  );
  await page.goto(`${origin}/test-page.html`);
  await page.waitForFunction(() => customElements.get('dsp-diagram') !== undefined);
  return { browser, page };
}

/** In the page: draws a source (or a stored version) with a fresh element and gives its SVG or its diagnostics. */
export async function drawInPage(page: Page, options: { source?: unknown; theme?: string; diagram?: string; from?: string; service?: string; webUrl?: string }): Promise<{ svg?: string; diagnostics: unknown[]; status: string }> {
  return page.evaluate(async (o) => {
    type El = HTMLElement & { source: unknown; theme: string; diagram?: string; from?: string; service?: string; webUrl?: string; status: string; svg?: string; diagnostics: unknown[] };
    const element = document.createElement('dsp-diagram') as El;
    if (o.source !== undefined) element.source = o.source;
    if (o.theme) element.theme = o.theme;
    if (o.diagram) element.diagram = o.diagram;
    if (o.from) element.from = o.from;
    if (o.service) element.service = o.service;
    if (o.webUrl) element.webUrl = o.webUrl;
    const settled = new Promise<void>((resolve) => element.addEventListener('dsp-diagnostics', () => resolve(), { once: true }));
    document.body.append(element);
    await settled;
    const result = { svg: element.svg, diagnostics: element.diagnostics, status: element.status };
    element.remove();
    return result;
  }, options);
}
