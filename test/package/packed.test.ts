import { execFile } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, renderMermaid } from '../../entry/node.js';
import { launchChromium } from '../../harness/chromium.js';
import { ROOT } from '../../harness/processes.js';
import { serveDirectory } from '../support/static-server.js';
import { packIntoScratch, type ScratchProject } from './scratch-project.js';
// @ts-expect-error plain JavaScript shared with the scratch programs
import { MERMAID, SCENE } from './consumer/inputs.mjs';

/**
 * Issue 14's packed-package test: `npm pack` of a clean copy (prepack builds, as on a fresh clone), a scratch project outside the repository,
 * `npm install --offline --ignore-scripts <tgz>`, then render with no options in Node (a
 * script) and in Chromium (a Vite build of a tiny page). Both must give the bytes the
 * engine gives in this checkout.
 */

const run = promisify(execFile);
const SCRATCH_FILES = ['render.mjs', 'markdown.mjs', 'inputs.mjs', 'main.mjs', 'index.html', 'element.html', 'element.mjs', 'check-types.ts'];

interface Drawn {
  mermaidSvg?: string;
  sceneSvg?: string;
  png?: string;
  error?: string;
}

let project: ScratchProject | undefined;
let scratch: string;

async function expected(): Promise<Required<Omit<Drawn, 'error'>>> {
  const mermaid = await renderMermaid(MERMAID as string);
  const png = await render(SCENE, { format: 'png' });
  return { mermaidSvg: mermaid.svg!, sceneSvg: png.svg!, png: Buffer.from(png.png!).toString('base64') };
}

beforeAll(async () => {
  // Packed from a clean copy of the checkout (no dist/): prepack builds, as on a fresh clone.
  project = await packIntoScratch('dsp-packed-', ['vite', 'markdown-it'], 'clean-copy');
  scratch = project.dir;
  for (const file of SCRATCH_FILES) cpSync(join(ROOT, 'test/package/consumer', file), join(scratch, file));
  // The lock lists every dependency's exact tarball, which npm's cache holds: nothing is fetched.
  await project.npm(['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', `./${project.tarball}`]);
}, 480_000);

afterAll(() => {
  project?.remove();
});

describe('the packed package in a scratch project', () => {
  it('runs npx dsp render from the installed package, byte for byte as this checkout draws', async () => {
    writeFileSync(join(scratch, 'flow.mmd'), MERMAID as string);
    await run('npx', ['--no-install', 'dsp', 'render', 'flow.mmd', '-o', 'flow.svg'], { cwd: scratch });
    expect(readFileSync(join(scratch, 'flow.svg'), 'utf8')).toBe((await expected()).mermaidSvg);
  });

  it('was installed from the tarball, outside the repository, without building sqlite3', () => {
    expect(scratch.startsWith(ROOT)).toBe(false);
    const installed = JSON.parse(readFileSync(join(scratch, 'node_modules/dsp-diagrams/package.json'), 'utf8')) as { name: string };
    expect(installed.name).toBe('dsp-diagrams');
    expect(() => readFileSync(join(scratch, 'node_modules/sqlite3/build/Release/node_sqlite3.node'))).toThrow();
  });

  it('renders Mermaid, a scene and a PNG in Node with no options, byte for byte as this checkout does', async () => {
    const { stdout } = await run(process.execPath, ['render.mjs'], { cwd: scratch, maxBuffer: 64 * 1024 * 1024 });
    const drawn = JSON.parse(stdout) as Drawn;
    const want = await expected();
    expect(drawn.mermaidSvg).toBe(want.mermaidSvg);
    expect(drawn.sceneSvg).toBe(want.sceneSvg);
    expect(drawn.png).toBe(want.png);
    expect(drawn.mermaidSvg).toContain('Receive order');
  });

  it('names the missing file when a bundled asset is gone', async () => {
    const font = join(scratch, 'node_modules/dsp-diagrams/dist/fonts/Inter-Bold.ttf');
    renameSync(font, `${font}.away`);
    try {
      const failed = await run(process.execPath, ['render.mjs'], { cwd: scratch }).then(() => null, (error: { stderr: string }) => error);
      expect(failed?.stderr).toContain(`could not read the bundled font ${font} (ENOENT)`);
    } finally {
      renameSync(`${font}.away`, font);
    }
  });

  it('draws Markdown fences with the installed markdown-it plugin (its drawing thread runs from dist/)', async () => {
    const { stdout } = await run(process.execPath, ['markdown.mjs'], { cwd: scratch, maxBuffer: 64 * 1024 * 1024 });
    const { html } = JSON.parse(stdout) as { html: string };
    expect(html).toContain(`<div class="dsp-diagram">${(await expected()).mermaidSvg}</div>`);
  });

  it('has types for the node and the bundler resolution', async () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const common = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--types', 'node', '--typeRoots', join(ROOT, 'node_modules/@types'), 'check-types.ts'];
    await run(process.execPath, [tsc, '--module', 'nodenext', '--moduleResolution', 'nodenext', ...common], { cwd: scratch });
    await run(process.execPath, [tsc, '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom', ...common], { cwd: scratch });
  });

  it('renders in Chromium from a Vite build of a page, with no options, byte for byte as Node', async () => {
    // Two pages: the engine called directly, and the element (its worker bundled by Vite).
    writeFileSync(join(scratch, 'vite.config.mjs'), `export default { build: { rollupOptions: { input: ['index.html', 'element.html'] } } };\n`);
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', 'page-dist', '--logLevel', 'warn'], { cwd: scratch });
    // The fonts and the wasm are files of their own beside the script (fetched on first use).
    const assets = readdirSync(join(scratch, 'page-dist/assets'));
    expect(assets.filter((file) => file.endsWith('.ttf'))).toHaveLength(9);
    expect(assets.filter((file) => file.endsWith('.wasm'))).toHaveLength(1);
    const site = await serveDirectory(join(scratch, 'page-dist'));
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/`);
      await page.waitForFunction(() => (window as { result?: unknown }).result !== undefined, null, { timeout: 60_000 });
      const drawn = await page.evaluate(() => (window as unknown as { result: Drawn }).result);
      const want = await expected();
      expect(drawn.error).toBeUndefined();
      expect(drawn.mermaidSvg).toBe(want.mermaidSvg);
      expect(drawn.sceneSvg).toBe(want.sceneSvg);
      expect(drawn.png).toBe(want.png);

      // The element, bundled by Vite: it draws the same bytes as the engine in Node.
      const elementPage = await browser.newPage();
      await elementPage.goto(`${site.url}/element.html`);
      await elementPage.waitForFunction(() => ['drawn', 'failed'].includes((document.getElementById('d') as HTMLElement & { status: string }).status), null, { timeout: 60_000 });
      const element = await elementPage.evaluate(() => {
        const d = document.getElementById('d') as HTMLElement & { svg?: string; diagnostics: unknown[] };
        return { svg: d.svg, diagnostics: d.diagnostics };
      });
      expect(element.diagnostics).toEqual([]);
      expect(element.svg).toBe((await renderMermaid('flowchart LR\n  order[Receive order] --> check{Valid?}')).svg);

      // A missing asset: one error naming the file.
      const broken = await browser.newPage();
      await broken.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
      await broken.goto(`${site.url}/`);
      await broken.waitForFunction(() => (window as { result?: unknown }).result !== undefined, null, { timeout: 60_000 });
      const error = await broken.evaluate(() => (window as unknown as { result: Drawn }).result.error);
      expect(error).toMatch(/could not load the resvg WebAssembly http:\/\/127\.0\.0\.1:\d+\/assets\/resvg-[\w-]+\.wasm: HTTP 404/);
    } finally {
      await browser.close();
      await site.close();
    }
  });
});
