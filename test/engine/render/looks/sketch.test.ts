import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSketchLook, SKETCH_LOOK, sketchSeed } from '../../../../engine/render/looks/sketch.js';
import type { Paint } from '../../../../engine/render/types.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { sketchSampleSvg } from './sketch-sample.js';

const GOLDEN = fileURLToPath(new URL('../../../golden/looks/sketch.exp.svg', import.meta.url));

const NODE: Paint = { fill: '#36363c', stroke: '#e4e4e7', strokeWidth: 1.75 };
const RECT = 'M10 10L150 10L150 60L10 60Z';

const numbers = (markup: string): string[] => [...markup.matchAll(/ d="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').match(/-?\d+(\.\d+)?/g) ?? []);

describe('the sketch look', () => {
  it('draws the same bytes for the same element, in a fresh look too', () => {
    const first = SKETCH_LOOK.shape(RECT, NODE, 'node-a');
    expect(SKETCH_LOOK.shape(RECT, NODE, 'node-a')).toBe(first);
    expect(createSketchLook().shape(RECT, NODE, 'node-a')).toBe(first);
  });

  it('wobbles differently for different element ids', () => {
    expect(SKETCH_LOOK.shape(RECT, NODE, 'node-b')).not.toBe(SKETCH_LOOK.shape(RECT, NODE, 'node-a'));
    expect(sketchSeed('a')).not.toBe(sketchSeed('b'));
  });

  it('derives positive 31-bit seeds from a stable hash', () => {
    expect(sketchSeed('node-a')).toBe(sketchSeed('node-a'));
    for (const id of ['', 'a', 'node-a', 'ü', '🚀'.repeat(50)]) {
      const seed = sketchSeed(id);
      expect(seed).toBeGreaterThan(0);
      expect(seed).toBeLessThan(2 ** 31);
      expect(Number.isInteger(seed)).toBe(true);
    }
  });

  it('writes numbers with at most 2 decimals and never -0', () => {
    const markup = SKETCH_LOOK.shape('M20 20A30 30 0 0 1 80 20L80 60Z', NODE, 'arc') + SKETCH_LOOK.line('M0 0C10 30 40 30 50 0', NODE, 'curve');
    const all = numbers(markup);
    expect(all.length).toBeGreaterThan(20);
    for (const value of all) {
      expect(value).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(value).not.toBe('-0');
    }
  });

  it('fills closed shapes solidly under a doubled rough stroke', () => {
    const markup = SKETCH_LOOK.shape(RECT, NODE, 'node-a');
    const paths = markup.match(/<path [^>]*\/>/g) ?? [];
    expect(paths[0]).toContain('fill="#36363c"');
    expect(paths[0]).not.toContain('stroke=');
    expect(paths.slice(1).every((path) => path.includes('fill="none" stroke="#e4e4e7" stroke-width="1.75"'))).toBe(true);
    // roughjs strokes every side twice: two moves per side of the rectangle.
    expect(paths.slice(1).join('').match(/M/g)?.length).toBe(8);
  });

  it('draws lines without fill, keeps the dash and the opacity', () => {
    const line = SKETCH_LOOK.line('M10 80L150 120', { ...NODE, dash: [8, 4], opacity: 0.4 }, 'edge-1');
    expect(line.startsWith('<g opacity="0.4"><path ')).toBe(true);
    expect(line).toContain('fill="none"');
    expect(line).toContain('stroke-dasharray="8 4"');
    expect(line).toContain('stroke-linecap="round"');
  });

  it('draws nothing for empty paths or invisible paint', () => {
    expect(SKETCH_LOOK.shape('', NODE, 'x')).toBe('');
    expect(SKETCH_LOOK.shape(RECT, { fill: 'none', stroke: 'transparent', strokeWidth: 1 }, 'x')).toBe('');
    expect(SKETCH_LOOK.shape(RECT, { ...NODE, fill: 'none' }, 'x')).not.toContain('fill="#36363c"');
  });
});

describe('the sketch look golden', () => {
  it('draws the sample as recorded (the browser test checks Chromium against the same file)', () => {
    matchGoldenSvg(GOLDEN, sketchSampleSvg());
  });
});
