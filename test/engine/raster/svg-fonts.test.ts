import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import type { FontBytes } from '../../../engine/measure/index.js';
import { faceFor, FONT_ORDER } from '../../../engine/fonts/index.js';
import { fontsForSvg, withoutFontFaceRules } from '../../../engine/raster/svg-fonts.js';

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

const svg = (body: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40">${body}</svg>`;
const text = (family: string, content = 'Label'): string => `<text x="5" y="20" font-family="${family}" font-size="12">${content}</text>`;

describe('withoutFontFaceRules', () => {
  it('drops the <style> of @font-face rules renderSvg embeds, and nothing else', () => {
    const rules = '@font-face{font-family:"Inter";font-style:normal;font-weight:400;unicode-range:U+41;src:url(data:font/otf;base64,T1RUTwAK+/=) format("opentype")}'
      + '@font-face{font-family:"Inter";font-style:normal;font-weight:700;unicode-range:U+42;src:url(data:font/otf;base64,AAAA) format("opentype")}';
    expect(withoutFontFaceRules(svg(`<defs><style>${rules}</style><marker id="m"/></defs>${text('Inter')}`))).toBe(svg(`<defs><marker id="m"/></defs>${text('Inter')}`));
    const other = svg(`<style>${rules}.x{fill:red}</style>${text('Inter')}`);
    expect(withoutFontFaceRules(other)).toBe(other);
  });
});

describe('fontsForSvg', () => {
  it('passes the sans faces for text in Inter, and no faces without text', () => {
    expect(fontsForSvg(svg(text('Inter')), fonts)).toEqual(['sans']);
    expect(fontsForSvg(svg('<rect width="10" height="10"/>'), fonts)).toEqual([]);
  });

  it('adds each bundled family a font-family list names, generic families included', () => {
    expect(fontsForSvg(svg(text('Comic Neue, Inter')), fonts)).toEqual(['sans', 'hand']);
    expect(fontsForSvg(svg(text('JetBrains Mono')), fonts)).toEqual(['sans', 'mono']);
    expect(fontsForSvg(svg(text('monospace')), fonts)).toEqual(['sans', 'mono']);
    expect(fontsForSvg(svg(text('cursive')), fonts)).toEqual(['sans', 'hand']);
    expect(fontsForSvg(svg(`<g style="font-family: 'Comic Neue'">${text('Unknown Face')}</g>`), fonts)).toEqual(['sans', 'hand']);
    expect(fontsForSvg(svg(`<text font="12px serif">x</text>`), fonts)).toEqual([...FONT_ORDER]);
  });

  it('passes every face when a drawn character is missing from a chosen face but another bundled face has it', () => {
    // ∀ is not in Inter but is in JetBrains Mono: resvg would take it from there.
    expect(fontsForSvg(svg(text('Inter', '∀ x')), fonts)).toEqual([...FONT_ORDER]);
    expect(fontsForSvg(svg(text('Inter', '&#x2200; x')), fonts)).toEqual([...FONT_ORDER]);
    // Characters every chosen face has, or no bundled face has, need nothing more.
    expect(fontsForSvg(svg(text('Inter', 'Überblick café')), fonts)).toEqual(['sans']);
    expect(fontsForSvg(svg(text('Inter', 'ship 🚀')), fonts)).toEqual(['sans']);
  });

  it('relies on every bundled face drawing printable ASCII', () => {
    for (const key of FONT_ORDER) {
      for (const style of ['regular', 'bold', 'italic'] as const) {
        const face = faceFor(fonts[key][style]);
        for (let cp = 0x20; cp <= 0x7e; cp++) expect(face.glyphIndex(cp), `${key} ${style} U+${cp.toString(16)}`).not.toBe(0);
      }
    }
  });
});
