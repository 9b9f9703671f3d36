import { describe, expect, it } from 'vitest';
import { faceFor, type FaceStyle } from '../../../../engine/fonts/index.js';
import { subsetFont, subsetFontWithOpentype, type SubsetRequest } from '../../../../engine/render/text/font-subset.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';

const fonts = await loadFontsFromDisk();
const STYLES: FaceStyle[] = ['regular', 'bold', 'italic'];

/** A deterministic pseudo-random sequence (the test must pick the same sets every run). */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** Every code point below U+0600 the face has a glyph for: Latin, Greek, Cyrillic, punctuation, symbols. */
function coverage(face: ReturnType<typeof faceFor>): number[] {
  const codes: number[] = [];
  for (let cp = 0x20; cp < 0x600; cp += 1) if (face.glyphIndex(cp) > 0) codes.push(cp);
  for (const cp of [0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026, 0x2192, 0x20ac, 0x2122]) if (face.glyphIndex(cp) > 0) codes.push(cp);
  return codes;
}

function request(font: 'sans' | 'mono' | 'hand', style: FaceStyle, codes: readonly number[], familyName: string): SubsetRequest {
  const face = faceFor(fonts[font][style]);
  return { face, familyName, style, glyphs: new Map(codes.map((cp) => [cp, face.glyphIndex(cp)])) };
}

describe('the subset font writer', () => {
  // The writer replaced opentype.js's Font.toArrayBuffer for speed; every SVG already
  // stored embeds fonts it wrote, so the bytes must not change at all.
  for (const font of ['sans', 'mono', 'hand'] as const) {
    for (const style of STYLES) {
      it(`writes opentype.js's bytes for ${font} ${style} subsets`, () => {
        const face = faceFor(fonts[font][style]);
        const codes = coverage(face);
        const random = sequence(codes.length * 31 + style.length);
        const sets: number[][] = [[0x20], [0x41], codes.slice(0, 95), codes, [0x20, 0x2d, 0x2e, 0x30, 0x31, 0x32]];
        for (let round = 0; round < 8; round += 1) {
          const size = 1 + Math.floor(random() * 60);
          const picked = new Set<number>();
          while (picked.size < Math.min(size, codes.length)) picked.add(codes[Math.floor(random() * codes.length)]!);
          sets.push([...picked]);
        }
        for (const set of sets) {
          for (const familyName of ['Inter', 'dsp0k3x9a2-Inter Sans']) {
            const subset = request(font, style, set, familyName);
            expect(Buffer.from(subsetFont(subset)).equals(Buffer.from(subsetFontWithOpentype(subset))), `${set.length} characters, ${familyName}`).toBe(true);
          }
        }
      });
    }
  }
});
