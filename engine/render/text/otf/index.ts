/**
 * The subset font writer: an OpenType (CFF) font of a few glyphs, written table by table.
 * It writes exactly the bytes opentype.js's Font.toArrayBuffer wrote for the same glyphs
 * (test/engine/render/text/otf-writer.test.ts compares them), at a fraction of the cost:
 * see engine/render/text/README.md, "The subset writer".
 */
import { cffTable } from './cff-table.js';
import { fontExtent } from './glyph-metrics.js';
import { nameTable } from './name-table.js';
import { sfnt } from './sfnt.js';
import { cmapTable, headTable, hheaTable, hmtxTable, ltagTable, maxpTable, os2Table, postTable } from './sfnt-tables.js';
import type { SubsetFontSpec } from './types.js';

export type { SubsetFontSpec, SubsetGlyph } from './types.js';
export { checksum, MAC_EPOCH_OFFSET } from './sfnt.js';

/** Whether `writeSubsetFont` can write these glyphs: Basic Multilingual Plane characters only (a format 4 cmap). */
export function fitsSubsetWriter(spec: Pick<SubsetFontSpec, 'glyphs'>): boolean {
  return spec.glyphs.every((glyph) => glyph.codePoint > 0 && glyph.codePoint < 0xffff);
}

/** The font: glyphs in code point order, .notdef first. */
export function writeSubsetFont(spec: SubsetFontSpec): Uint8Array {
  const extent = fontExtent(spec.glyphs);
  const postScriptName = (spec.familyName + spec.styleName).replace(/\s/g, '');
  return sfnt([
    { tag: 'head', data: headTable(spec, extent) },
    { tag: 'hhea', data: hheaTable(spec, extent) },
    { tag: 'maxp', data: maxpTable(spec) },
    { tag: 'OS/2', data: os2Table(spec, extent) },
    { tag: 'name', data: nameTable(spec) },
    { tag: 'cmap', data: cmapTable(spec) },
    { tag: 'post', data: postTable(spec) },
    { tag: 'CFF ', data: cffTable(spec, extent, postScriptName) },
    { tag: 'hmtx', data: hmtxTable(spec) },
    { tag: 'ltag', data: ltagTable() },
  ]);
}
