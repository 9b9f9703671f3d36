import { describe, expect, it } from 'vitest';
import { zeroConfigEngine } from '../../entry/zero-config.js';
import { loadFontsFromDisk, loadWasmFromDisk } from '../../fonts/node.js';
import { render as renderWithFonts } from '../../engine/index.js';

/** The zero-config calls load the bundled assets only when the caller passes none, and only what the call needs. */

function counting() {
  const calls = { fonts: 0, wasm: 0 };
  const engine = zeroConfigEngine({
    fonts: () => {
      calls.fonts++;
      return loadFontsFromDisk();
    },
    wasm: () => {
      calls.wasm++;
      return loadWasmFromDisk();
    },
  });
  return { engine, calls };
}

const SCENE = { schemaVersion: '0.1', scene: { id: 's' }, diagramFamily: 'architecture', elements: [{ id: 'a', kind: 'node', nodeType: 'service', label: 'A' }] };

describe('zeroConfigEngine', () => {
  it('loads the fonts for an SVG and not the wasm, and draws what the engine draws with the fonts passed', async () => {
    const { engine, calls } = counting();
    const result = await engine.render(SCENE);
    expect(calls).toEqual({ fonts: 1, wasm: 0 });
    expect(result.svg).toBe((await renderWithFonts(SCENE, { fonts: await loadFontsFromDisk() })).svg);
  });

  it('loads the wasm for a PNG only', async () => {
    const { engine, calls } = counting();
    const result = await engine.render(SCENE, { format: 'png' });
    expect(calls).toEqual({ fonts: 1, wasm: 1 });
    expect([...result.png!.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });

  it('uses the fonts and wasm the caller passes, loading nothing', async () => {
    const { engine, calls } = counting();
    const fonts = await loadFontsFromDisk();
    const wasm = await loadWasmFromDisk();
    await engine.render(SCENE, { fonts, format: 'png', wasm });
    await engine.renderMermaid('flowchart LR\n a --> b', { fonts });
    await engine.measureScene((await import('../../engine/index.js')).normalizeScene(SCENE as never), { fonts });
    const svg = (await engine.render(SCENE, { fonts })).svg!;
    await engine.renderPng(svg, { fonts, wasm });
    expect(calls).toEqual({ fonts: 0, wasm: 0 });
  });

  it('passes a loader\'s failure on unchanged, so the message names the missing file', async () => {
    const engine = zeroConfigEngine({
      fonts: () => Promise.reject(new Error('dsp-diagrams could not read the bundled font /x/Inter-Bold.ttf (ENOENT); reinstall the package, or pass the bytes in the options')),
      wasm: loadWasmFromDisk,
    });
    await expect(engine.renderMermaid('flowchart LR\n a --> b')).rejects.toThrow('/x/Inter-Bold.ttf (ENOENT)');
  });
});
