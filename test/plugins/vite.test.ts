import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dspDiagrams from '../../plugins/vite.js';
import type { DocsPluginOptions } from '../../plugins/options.js';
import { MERMAID, renderWithCli, SCENE, type Expected } from './fixtures.js';

/** dsp-diagrams/vite: a tiny project whose `import svg from './arch.mmd?dsp'` builds to the SVG of `dsp render`. */

let expected: Expected;
let project: string;

beforeAll(async () => {
  expected = await renderWithCli();
  project = mkdtempSync(join(tmpdir(), 'dsp-vite-'));
  writeFileSync(join(project, 'arch.mmd'), MERMAID);
  writeFileSync(join(project, 'scene.json'), SCENE);
  writeFileSync(join(project, 'broken.mmd'), 'flowchart LR\n  a --> b\n  b --> ');
  writeFileSync(join(project, 'main.js'), "export { default as arch, diagnostics } from './arch.mmd?dsp';\nexport { default as scene } from './scene.json?dsp';\n");
  writeFileSync(join(project, 'broken.js'), "export { default as broken } from './broken.mmd?dsp';\n");
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Builds `entry` of the project as an ES module with the plugin and imports the result. */
async function built<T>(entry: string, options?: DocsPluginOptions): Promise<T> {
  const outDir = join(project, `dist-${Math.random().toString(36).slice(2)}`);
  await build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    plugins: [dspDiagrams(options)],
    build: { outDir, minify: false, lib: { entry: join(project, entry), formats: ['es'], fileName: () => 'out.js' } },
  });
  return (await import(pathToFileURL(join(outDir, 'out.js')).href)) as T;
}

describe('the Vite plugin', () => {
  it('turns ?dsp imports of Mermaid and scene files into the SVG dsp render writes', async () => {
    const module = await built<{ arch: string; scene: string; diagnostics: unknown[] }>('main.js');
    expect(module.arch).toBe(expected.mermaid);
    expect(module.scene).toBe(expected.scene);
    expect(module.diagnostics).toEqual([]);
  }, 60_000);

  it('draws in the theme asked for', async () => {
    const module = await built<{ arch: string }>('main.js', { theme: 'dark' });
    expect(module.arch).toBe(expected.mermaidDark);
  }, 60_000);

  it('fails the build with the file, line and column of a broken diagram', async () => {
    const failure = await built('broken.js').then(() => null, (error: Error & { errors?: Array<{ id?: string; loc?: { line: number; column: number } }> }) => error);
    expect(failure?.message).toContain('MERMAID_SYNTAX_ERROR expected a node id after the link');
    // Vite's locations count columns from 0: column 8 is the ninth character.
    expect(failure?.message).toContain(`${join(project, 'broken.mmd')}:3:8`);
    expect(failure?.errors?.[0]).toMatchObject({ id: join(project, 'broken.mmd'), loc: { line: 3, column: 8 } });
  }, 60_000);

  it('exports an SVG showing the error instead, when asked', async () => {
    const module = await built<{ broken: string }>('broken.js', { failure: 'render' });
    expect(module.broken).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(module.broken).toContain('3:9: MERMAID_SYNTAX_ERROR expected a node id after the link');
  }, 60_000);

  it('exports the service\'s image URL instead, when a service is configured', async () => {
    const module = await built<{ arch: string }>('main.js', { service: 'https://diagrams.example' });
    expect(module.arch).toMatch(/^https:\/\/diagrams\.example\/render\/mermaid\/svg\/[\w-]+$/);
    expect(readFileSync(join(project, 'arch.mmd'), 'utf8')).toBe(MERMAID);
  }, 60_000);

  it('puts the theme and the dark theme in the service\'s URLs', async () => {
    writeFileSync(join(project, 'themed.js'), "export { default as arch, darkUrl } from './arch.mmd?dsp';\n");
    const plain = await built<{ arch: string; darkUrl?: string }>('themed.js', { service: 'https://diagrams.example' });
    expect(plain.darkUrl).toBeUndefined();
    const themed = await built<{ arch: string; darkUrl?: string }>('themed.js', { service: 'https://diagrams.example', theme: 'blueprint', darkTheme: 'dark' });
    expect(themed.arch).toBe(`${plain.arch}?theme=blueprint`);
    expect(themed.darkUrl).toBe(`${plain.arch}?theme=dark`);
  }, 60_000);
});
