import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import type { FontBytes } from '../../../../engine/measure/index.js';
import { createTextPainter, type TextMode } from '../../../../engine/render/text/index.js';
import { CLEAN } from '../../../../engine/render/themes/clean.js';
import { erScene, flowchartScene, type TextScene } from '../../../../harness/text-scenes.js';

/**
 * Byte budgets that follow from embedding a subset font (README.md in this folder): the
 * font grows with the characters used, not with the number of labels, and a label costs
 * about as much as plain <text>. bench/render-text.ts has the full measurements.
 */

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

function bytes(scene: TextScene, mode: TextMode = 'embedded-font'): { labels: number; defs: number } {
  const painter = createTextPainter(CLEAN, fonts, mode);
  const labels = scene.nodes.reduce((sum, node) => sum + painter.layout(node.label, '#111827', '#6b7280').length, 0);
  return { labels, defs: painter.definitions().length };
}

describe('text byte budgets', () => {
  it('embeds the same font for 200 and 1,000 nodes that use the same characters', () => {
    const medium = bytes(flowchartScene(fonts, 200));
    const large = bytes(flowchartScene(fonts, 1000));
    expect(large.defs).toBe(medium.defs);
    expect(large.defs).toBeLessThan(16 * 1024);
  });

  it('spends under 160 bytes on a node label like "Billing Audit 42" (one or two lines)', () => {
    const scene = flowchartScene(fonts, 1000);
    expect(bytes(scene).labels / scene.nodes.length).toBeLessThan(160);
  });

  it('embeds the Latin letters, digits and space of a flowchart in under 400 base64 characters a glyph (fixed tables included)', () => {
    const painter = createTextPainter(CLEAN, fonts);
    for (const node of flowchartScene(fonts, 200).nodes) painter.layout(node.label, '#111827', '#6b7280');
    const defs = painter.definitions();
    const glyphs = (defs.match(/unicode-range:([^;]+)/)?.[1] ?? '').split(',').reduce((sum, part) => {
      const [from, to] = part.replace(/U\+/g, '').split('-').map((hex) => parseInt(hex, 16));
      return sum + ((to ?? from ?? 0) - (from ?? 0) + 1);
    }, 0);
    expect(glyphs).toBeGreaterThan(30);
    expect(defs.length / glyphs).toBeLessThan(400);
  });

  it('draws an ER diagram (three faces) in under 48 KB of text', () => {
    const scene = erScene(fonts);
    const painter = createTextPainter(CLEAN, fonts);
    const markup = [...scene.nodes.map((node) => node.label), ...scene.secondary].map((layout) => painter.layout(layout, '#111827', '#6b7280')).join('');
    expect(markup.length + painter.definitions().length).toBeLessThan(48 * 1024);
  });

  it('is at least three times smaller than glyph outlines for 1,000 labels', () => {
    const scene = flowchartScene(fonts, 1000);
    const embedded = bytes(scene);
    const outlines = bytes(scene, 'outlines');
    expect((outlines.labels + outlines.defs) / (embedded.labels + embedded.defs)).toBeGreaterThan(3);
  });
});
