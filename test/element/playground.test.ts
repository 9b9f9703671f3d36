import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { builtEmbed } from '../support/element-page.js';
import { launchChromium } from '../../harness/chromium.js';
import { ROOT } from '../../harness/processes.js';
import { EXAMPLES } from '../../element/playground/examples.js';

/**
 * The playground (GET /play) in headless Chromium against the real service on a temporary
 * database: type and see the drawing change, see an error for bad input, switch theme and
 * example, share the state by its address, and save as a new diagram and as new revisions.
 * With UPDATE_SCREENSHOTS=1 it also writes docs/playground-architecture.png.
 */

let fixture: ApiFixture;
let user: TestUser;
let browser: Browser;
let page: Page;

type Preview = HTMLElement & { status: string; svg?: string; theme: string; diagnostics: Array<{ code: string; data?: { line?: number; column?: number } }> };

beforeAll(async () => {
  await builtEmbed();
  fixture = await startApiFixture({ drawer: 'inline' });
  // Pro: share links are a paid feature.
  user = await fixture.user({ plan: 'pro' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 760 }, acceptDownloads: true });
  await page.addInitScript('globalThis.__name = (f) => f');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

/** The preview's SVG once it has settled on something other than `previous`. */
async function drawingAfter(previous?: string): Promise<string> {
  await page.waitForFunction((prev) => {
    const preview = document.getElementById('preview') as Preview;
    return preview.status === 'drawn' && preview.svg !== prev;
  }, previous, { timeout: 60_000 });
  return page.evaluate(() => (document.getElementById('preview') as Preview).svg!);
}

/** The preview's SVG once it is drawn and shows `text`. */
async function drawingWith(text: string): Promise<string> {
  await page.waitForFunction((wanted) => {
    const preview = document.getElementById('preview') as Preview;
    return preview.status === 'drawn' && preview.svg!.includes(`>${wanted}</text>`);
  }, text, { timeout: 60_000 });
  return page.evaluate(() => (document.getElementById('preview') as Preview).svg!);
}

async function replaceSource(text: string): Promise<void> {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

describe('the playground', () => {
  it('opens on the architecture example, drawn', async () => {
    await page.goto(`${fixture.url}/play`);
    const svg = await drawingAfter();
    expect(svg).toContain('aria-label="Checkout"');
    expect(await page.inputValue('#example')).toBe('architecture');
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${ROOT}/docs/playground-architecture.png` });
    }
  });

  it('downloads the drawing as SVG (the same bytes) and as PNG (drawn by resvg in the worker)', async () => {
    const svg = await drawingAfter();
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.click('#preview [part~="download-svg"]')]);
    expect(svgFile.suggestedFilename()).toBe('checkout.svg');
    expect(readFileSync(await svgFile.path(), 'utf8')).toBe(svg);
    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.click('#preview [part~="download-png"]')]);
    expect(pngFile.suggestedFilename()).toBe('checkout.png');
    const png = readFileSync(await pngFile.path());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(Math.ceil(Number(/width="([\d.]+)"/.exec(svg)![1])));
  });

  it('redraws as the source is typed', async () => {
    await replaceSource('flowchart LR\n  a[Typed here] --> b[Drawn there]');
    const first = await drawingWith('Typed here');
    expect(first).not.toContain('Third box');
    // Typed key by key, the way a person types.
    await page.keyboard.press('Enter');
    await page.keyboard.type('  b --> c[Third box]', { delay: 15 });
    const second = await drawingWith('Third box');
    expect(second).toContain('>Drawn there</text>');
  });

  it('names the example in the menu until the text is edited, then "(your own)"', async () => {
    await page.selectOption('#example', 'er');
    await drawingWith('Customer');
    expect(await page.inputValue('#example')).toBe('er');
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await page.waitForFunction(() => (document.getElementById('example') as HTMLSelectElement).value === '');
    await page.selectOption('#example', 'er');
    await page.waitForFunction(() => (document.getElementById('example') as HTMLSelectElement).value === 'er');
  });

  it('soft-wraps a long line of JSON and wraps long diagnostics inside their pane', async () => {
    const long = JSON.stringify({ schemaVersion: '0.1', scene: { id: 's' }, elements: [{ id: 'n'.repeat(300), kind: 'node', label: 'x'.repeat(400) }, { id: 'e', kind: 'edge', from: { elementId: 'missing_'.repeat(30) }, to: { elementId: 'n' } }] });
    await replaceSource(long);
    await page.waitForSelector('#diagnostics li.error');
    const sizes = await page.evaluate(() => {
      const scroller = document.querySelector('#editor .cm-scroller')!;
      const pane = document.querySelector('.diagnostics')!;
      return { editor: [scroller.scrollWidth, scroller.clientWidth], pane: [pane.scrollWidth, pane.clientWidth], lines: document.querySelectorAll('#editor .cm-line').length };
    });
    expect(sizes.lines).toBe(1);
    expect(sizes.editor[0]).toBeLessThanOrEqual(sizes.editor[1]! + 1);
    expect(sizes.pane[0]).toBeLessThanOrEqual(sizes.pane[1]! + 1);
    await replaceSource('flowchart LR\n  a --> b');
    await page.waitForFunction(() => document.querySelectorAll('#diagnostics li').length === 0);
  });

  it('lists a Mermaid syntax error with its line and column, and jumps there', async () => {
    await replaceSource('flowchart LR\n  a --> b\n  b --> ');
    await page.waitForSelector('#diagnostics li.error');
    const item = await page.textContent('#diagnostics li.error');
    expect(item).toContain('MERMAID_SYNTAX_ERROR');
    expect(item).toContain('line 3, column 9');
    expect(await page.textContent('#diagnostics-summary')).toBe('1 error, 0 other.');
    expect(await page.locator('.cm-dsp-error-line').count()).toBe(1);
    await page.click('#diagnostics li.error button');
    const cursor = await page.evaluate(() => {
      const selection = document.getSelection()!;
      return selection.focusNode?.parentElement?.closest('.cm-line')?.textContent;
    });
    expect(cursor).toBe('  b --> ');
    await replaceSource('flowchart LR\n  a --> b');
    await page.waitForFunction(() => document.querySelectorAll('#diagnostics li').length === 0);
  });

  it('switches theme and example, and keeps both in the address', async () => {
    const light = await drawingAfter();
    await page.selectOption('#theme', 'blueprint');
    const blueprint = await drawingAfter(light);
    expect(blueprint).toContain('JetBrains Mono');
    await page.selectOption('#example', 'er');
    const er = await drawingWith('Customer');
    await page.waitForFunction(() => location.hash.includes('source=') && location.hash.includes('theme=blueprint'));
    const address = page.url();
    expect(address).toContain('theme=blueprint');
    const other = await browser.newPage();
    try {
      await other.goto(address);
      await other.waitForFunction(() => (document.getElementById('preview') as Preview).status === 'drawn', null, { timeout: 60_000 });
      expect(await other.evaluate(() => (document.getElementById('preview') as Preview).svg)).toBe(er);
      expect(await other.inputValue('#theme')).toBe('blueprint');
    } finally {
      await other.close();
    }
    await page.selectOption('#theme', 'auto');
  });

  it('saves Mermaid as a new diagram, then as a new revision', async () => {
    await replaceSource('flowchart LR\n  api[API] --> db[(Orders)]');
    await drawingWith('Orders');
    await page.click('#save-new');
    expect(await page.textContent('#save-result')).toBe('Paste an API key first (dsp_sk_…); it stays in this page.');
    await page.fill('#key', user.key);
    await page.click('#save-new');
    await page.waitForFunction(() => /^Saved as dgm_/.test(document.getElementById('save-result')!.textContent ?? ''));
    const id = await page.inputValue('#diagram-id');
    const saved = await user.get<{ mermaid: string }>(`/v1/diagrams/${id}?view=mermaid`);
    expect(saved.body.mermaid).toContain('API');

    await replaceSource('flowchart LR\n  api[API] --> db[(Orders)]\n  api --> cache[Cache]');
    await drawingWith('Cache');
    await page.click('#save-revision');
    await page.waitForFunction((diagram) => document.getElementById('save-result')!.textContent === `Saved ${diagram} revision 2.`, id);
    const read = await user.get<{ scene: { elements: Array<{ id: string; label?: string }> } }>(`/v1/diagrams/${id}?view=dsp`);
    expect(read.body.scene.elements.map((element) => element.label)).toContain('Cache');
  });

  it('saves a scene as a new diagram, then an edit of it as a new revision made of operations', async () => {
    await page.selectOption('#example', 'architecture');
    await drawingWith('Checkout API');
    await page.click('#save-new');
    await page.waitForFunction(() => /^Saved as dgm_/.test(document.getElementById('save-result')!.textContent ?? ''));
    const id = await page.inputValue('#diagram-id');
    expect(await page.textContent('.cm-content')).toContain('Checkout API');
    // The example's text edited: a node renamed, a node and an edge added.
    const scene = JSON.parse(EXAMPLES.find((example) => example.id === 'architecture')!.source) as { elements: Array<Record<string, unknown>> };
    scene.elements = scene.elements.map((element) => (element.id === 'api' ? { ...element, label: 'Checkout service' } : element));
    scene.elements.push({ id: 'cache', kind: 'node', nodeType: 'storage', label: 'Cache' }, { id: 'e6', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'cache' } });
    await replaceSource(JSON.stringify(scene, null, 2));
    await drawingWith('Checkout service');
    await page.click('#save-revision');
    await page.waitForFunction((diagram) => document.getElementById('save-result')!.textContent === `Saved ${diagram} revision 2.`, id);
    const history = await user.get<{ revisions: Array<{ revision: number; summary: { added: number; modified: number; removed: number } | null }> }>(`/v1/diagrams/${id}/revisions`);
    expect(history.body.revisions[0]).toMatchObject({ revision: 2, summary: { added: 2, modified: 1, removed: 0 } });
    const read = await user.get<{ scene: { elements: Array<{ id: string; label?: string }> } }>(`/v1/diagrams/${id}?view=dsp`);
    expect(read.body.scene.elements.find((element) => element.id === 'api')?.label).toBe('Checkout service');
  });

  it('copies a share link and, after publishing, the saved version\'s link', async () => {
    const id = await page.inputValue('#diagram-id');
    await page.click('#copy-share');
    await page.waitForFunction(() => /^Share link/.test(document.getElementById('save-result')!.textContent ?? ''));
    const share = await page.inputValue('#link');
    expect(share).toMatch(/^https:\/\/dsp\.test\/d\/[A-Za-z0-9]{22}$/);
    await page.click('#copy-version');
    await page.waitForFunction(() => /^Version link/.test(document.getElementById('save-result')!.textContent ?? ''));
    expect(await page.inputValue('#link')).toBe(`https://dsp.test/d/${id}@2`);
    // The link opens the version: its public answer holds the saved scene.
    const published = await fixture.anonymous.get<{ revision: number; scene: { elements: Array<{ label?: string }> } }>(`/v1/public/diagrams/${id}@2`);
    expect(published.status).toBe(200);
    expect(published.body.scene.elements.map((element) => element.label)).toContain('Checkout service');
  });

  it('shows the service\'s refusal in one line', async () => {
    await page.fill('#diagram-id', 'dgm_doesnotexist');
    await page.click('#save-revision');
    await page.waitForFunction(() => document.getElementById('save-result')!.classList.contains('error'));
    expect(await page.textContent('#save-result')).toMatch(/\(NOT_FOUND\)$/);
  });
});
