import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import type { FontBytes } from '../../../../engine/measure/index.js';
import type { TextLayout } from '../../../../engine/model/computed.js';
import { createTextPainter } from '../../../../engine/render/text/index.js';
import { cachedFontFaceRule, subsetKey } from '../../../../engine/render/text/font-face-cache.js';
import { CLEAN } from '../../../../engine/render/themes/clean.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const label = (text: string): TextLayout => ({
  box: { x: 0, y: 0, width: 200, height: 20 },
  font: 'sans',
  lineHeight: 17.5,
  overflow: false,
  runs: [{ text, x: 10, y: 15, anchor: 'start', width: 0, fontSize: 14, weight: 'normal', italic: false }],
});

/** The <defs> a fresh painter writes for these labels, drawn in this order. */
function definitions(labels: readonly string[]): string {
  const painter = createTextPainter(CLEAN, fonts);
  for (const text of labels) painter.layout(label(text), '#111', '#666');
  return painter.definitions();
}

describe('the @font-face rule cache', () => {
  it('gives the same bytes for the same glyphs, whatever order the labels came in', () => {
    const first = definitions(['Order 42', 'Payment']);
    expect(definitions(['Payment', 'Order 42'])).toBe(first);
    expect(definitions(['Payment Order 24'])).toBe(first);
  });

  it('never hands one glyph set the rule of another', () => {
    expect(definitions(['Order 42'])).not.toBe(definitions(['Order 43']));
    expect(definitions(['abc'])).toContain('unicode-range:U+61-63;');
  });

  it('writes the same rule again after it was evicted by many other glyph sets', () => {
    const first = definitions(['Audit Ledger']);
    for (let i = 0; i < 80; i++) definitions([`Audit Ledger ${String.fromCharCode(0x41 + (i % 26))}${i}`]);
    expect(definitions(['Audit Ledger'])).toBe(first);
  });

  it('keys a subset on its family, style and glyphs, and keeps at most a bounded number per face', () => {
    const glyphs = new Map([[0x41, 36], [0x42, 37]]);
    expect(subsetKey('Inter', 'regular', glyphs)).not.toBe(subsetKey('Inter', 'bold', glyphs));
    expect(subsetKey('Inter', 'regular', glyphs)).not.toBe(subsetKey('Inter', 'regular', new Map([[0x41, 36]])));
    const face = new Uint8Array(4);
    let writes = 0;
    const write = (): string => `rule ${++writes}`;
    expect(cachedFontFaceRule(face, 'a', write)).toBe('rule 1');
    expect(cachedFontFaceRule(face, 'a', write)).toBe('rule 1');
    for (let i = 0; i < 100; i++) cachedFontFaceRule(face, `k${i}`, write);
    // 'a' was evicted long ago: written afresh.
    expect(cachedFontFaceRule(face, 'a', write)).toBe(`rule ${writes}`);
    expect(writes).toBe(102);
  });
});
