import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { initRaster, renderPng } from '../../../engine/index.js';
import { loadRenderResources } from '../../../fonts/node.js';
import { decodePng } from '../../engine/raster/decode-png.js';
import { GOLDEN_DIR } from '../../support/golden.js';

/**
 * Temporary, with its folder: proves that the golden SVGs' reviewable form
 * (test/golden/README.md) changed no picture. Each `*.old.svg` here is a golden as it was
 * before that form (single-line SVG with the fonts embedded), at the same relative path as
 * its successor `*.exp.svg`; resvg must draw both with the same pixels. While a file is
 * here, matchGoldenSvg also checks that the engine still writes exactly its bytes.
 * A change meant to move a picture removes that golden's `*.old.svg` (issue 16's own layered
 * placement did so for the flowchart, flowchart-dark and styles cases); delete the folder
 * when none is left.
 */
const HERE = join(GOLDEN_DIR, 'format-change');

function oldFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return oldFiles(path);
    return entry.name.endsWith('.old.svg') ? [path] : [];
  });
}

let fonts: Awaited<ReturnType<typeof loadRenderResources>>['fonts'];
beforeAll(async () => {
  const resources = await loadRenderResources();
  fonts = resources.fonts;
  await initRaster(resources.wasm);
});

async function pixels(svg: string): Promise<{ width: number; height: number; rgba: number[] }> {
  const png = decodePng(await renderPng(svg, { fonts }));
  const rgba: number[] = [];
  for (let y = 0; y < png.height; y += 1) for (let x = 0; x < png.width; x += 1) rgba.push(...png.pixel(x, y));
  return { width: png.width, height: png.height, rgba };
}

describe('the reviewable golden form draws the pictures the old goldens drew', () => {
  const files = oldFiles(HERE);

  // 13: the accessible name of an untitled drawing (issue 32) changed the <title> of seven render goldens.
  it('keeps the old form of every SVG golden not meant to change (13 files)', () => {
    expect(files.length).toBe(13);
  });

  it.each(files.map((file) => relative(HERE, file)))('%s', async (file) => {
    const before = readFileSync(join(HERE, file), 'utf8');
    const after = readFileSync(join(GOLDEN_DIR, file.replace(/\.old\.svg$/, '.exp.svg')), 'utf8');
    expect(after).not.toBe(before);
    const [old, now] = await Promise.all([pixels(before), pixels(after)]);
    expect({ width: now.width, height: now.height }).toEqual({ width: old.width, height: old.height });
    expect(now.rgba.length).toBeGreaterThan(0);
    // One comparison of the whole buffer: a per-pixel expect would take seconds.
    expect(Buffer.from(now.rgba).equals(Buffer.from(old.rgba))).toBe(true);
  });
});
