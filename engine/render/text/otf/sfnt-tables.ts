import { Bytes } from './bytes.js';
import type { FontExtent } from './glyph-metrics.js';
import { MAC_EPOCH_OFFSET } from './sfnt.js';
import type { SubsetFontSpec } from './types.js';
import { unicodeRangeBit } from './unicode-ranges.js';

/**
 * The small tables of the subset font, field for field as opentype.js fills them for a
 * font built from glyphs (engine/render/text/README.md, "The subset writer"), so the
 * bytes are unchanged from when it wrote them. Some of its values are odd (no side
 * bearings, so hhea's are 0; xMaxExtent NaN, written as 0): they are kept, because
 * every embedded font already stored was written that way.
 */

const isBold = (spec: SubsetFontSpec): boolean => spec.weightClass >= 600;
const isItalic = (spec: SubsetFontSpec): boolean => spec.italicAngle < 0;

export function headTable(spec: SubsetFontSpec, extent: FontExtent): Uint8Array {
  const time = spec.timestamp + MAC_EPOCH_OFFSET;
  const macStyle = (isBold(spec) ? 1 : 0) | (isItalic(spec) ? 2 : 0);
  const out = new Bytes().u32(0x10000).u32(0x10000).u32(0).u32(0x5f0f3cf5).u16(3).u16(spec.unitsPerEm);
  // created and modified: LONGDATETIME, whose high word is 0 until 2040.
  out.u32(Math.floor(time / 2 ** 32)).u32(time).u32(Math.floor(time / 2 ** 32)).u32(time);
  out.u16(extent.xMin).u16(extent.yMin).u16(extent.xMax).u16(extent.yMax);
  return out.u16(macStyle).u16(3).u16(2).u16(0).u16(0).view().slice();
}

export function hheaTable(spec: SubsetFontSpec, extent: FontExtent): Uint8Array {
  const out = new Bytes().u32(0x10000).u16(spec.ascender).u16(spec.descender).u16(0).u16(extent.advanceWidthMax);
  // minLeftSideBearing, minRightSideBearing, xMaxExtent: NaN in opentype.js (its glyphs carry no side bearing), written as 0.
  out.u16(0).u16(0).u16(0);
  out.u16(1).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0).u16(0);
  return out.u16(spec.glyphs.length + 1).view().slice();
}

export function maxpTable(spec: SubsetFontSpec): Uint8Array {
  return new Bytes().u32(0x5000).u16(spec.glyphs.length + 1).view().slice();
}

/** The yMax of the first of `chars` the subset holds (its extent, already measured), else `fallback`. */
function heightOf(spec: SubsetFontSpec, extent: FontExtent, chars: string, fallback: number): number {
  for (const char of chars) {
    const code = char.codePointAt(0)!;
    const at = spec.glyphs.findIndex((candidate) => candidate.codePoint === code);
    if (at >= 0) return extent.glyphs[at]!.yMax;
  }
  return fallback;
}

/**
 * OS/2 achVendID, the font's maker: unregistered, spelt as opentype.js spells it for every
 * font it builds ('XXXX'), so the subsets match the ones already stored byte for byte; a
 * registered vendor ID would change every embedded font's bytes for nothing a viewer reads.
 */
const UNREGISTERED_VENDOR = 'XXXX';

export function os2Table(spec: SubsetFontSpec, extent: FontExtent): Uint8Array {
  const ranges = [0, 0, 0, 0];
  // .notdef counts as code point 0 (Basic Latin), as in opentype.js.
  for (const code of [0, ...spec.glyphs.map((glyph) => glyph.codePoint)]) {
    const bit = unicodeRangeBit(code);
    const word = bit < 32 ? 0 : bit < 64 ? 1 : bit < 96 ? 2 : 3;
    ranges[word]! |= 1 << (bit - 32 * word);
  }
  const codes = spec.glyphs.map((glyph) => glyph.codePoint).filter((code) => code > 0);
  const hasSpace = spec.glyphs.some((glyph) => glyph.codePoint === 32);
  let selection = (isItalic(spec) ? 1 : 0) | (isBold(spec) ? 0x20 : 0);
  if (selection === 0) selection = 0x40;
  const out = new Bytes().u16(3).u16(Math.round(extent.advanceWidthAverage)).u16(spec.weightClass || 500).u16(5).u16(0);
  out.u16(650).u16(699).u16(0).u16(140).u16(650).u16(699).u16(0).u16(479).u16(49).u16(258).u16(0);
  for (let panose = 0; panose < 10; panose += 1) out.u8(0);
  for (const word of ranges) out.u32(word);
  out.ascii(UNREGISTERED_VENDOR).u16(selection);
  out.u16(codes.length === 0 ? 0 : Math.min(...codes)).u16(Math.max(0, ...codes));
  out.u16(spec.ascender).u16(spec.descender).u16(0).u16(extent.yMax).u16(Math.abs(extent.yMin));
  out.u32(1).u32(0);
  out.u16(heightOf(spec, extent, 'xyvw', Math.round(spec.ascender / 2)));
  out.u16(heightOf(spec, extent, 'HIKLEFJMNTZBDPRAGOQSUVWXY', extent.yMax));
  return out.u16(hasSpace ? 32 : 0).u16(hasSpace ? 32 : 0).u16(0).view().slice();
}

export function hmtxTable(spec: SubsetFontSpec): Uint8Array {
  const out = new Bytes().u16(spec.notdefAdvance).u16(0);
  for (const glyph of spec.glyphs) out.u16(glyph.advanceWidth).u16(0);
  return out.view().slice();
}

/** A format 4 cmap (the subset holds Basic Multilingual Plane characters only: see index.ts). */
export function cmapTable(spec: SubsetFontSpec): Uint8Array {
  // Runs of consecutive code points on consecutive glyphs share a segment; then the 0xFFFF terminator.
  const segments: Array<{ start: number; end: number; delta: number }> = [];
  spec.glyphs.forEach((glyph, at) => {
    const delta = at + 1 - glyph.codePoint;
    const last = segments[segments.length - 1];
    if (last !== undefined && last.end + 1 === glyph.codePoint && last.delta === delta) last.end = glyph.codePoint;
    else segments.push({ start: glyph.codePoint, end: glyph.codePoint, delta });
  });
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const count = segments.length;
  const searchRange = Math.pow(2, Math.floor(Math.log(count) / Math.log(2))) * 2;
  const entrySelector = Math.log(searchRange / 2) / Math.log(2);
  const out = new Bytes().u16(0).u16(1).u16(3).u16(1).u32(12);
  out.u16(4).u16(14 + count * 8 + 2).u16(0).u16(count * 2).u16(searchRange).u16(entrySelector).u16(count * 2 - searchRange);
  for (const segment of segments) out.u16(segment.end);
  out.u16(0);
  for (const segment of segments) out.u16(segment.start);
  for (const segment of segments) out.u16(segment.delta);
  for (let i = 0; i < count; i += 1) out.u16(0);
  return out.view().slice();
}

export function postTable(spec: SubsetFontSpec): Uint8Array {
  const out = new Bytes().u32(0x30000).u32(Math.round(spec.italicAngle * 65536));
  return out.u16(0).u16(0).u32(0).u32(0).u32(0).u32(0).u32(0).view().slice();
}

/** The language tags the name table's Unicode-platform records point into: just `en`. */
export function ltagTable(): Uint8Array {
  return new Bytes().u32(1).u32(0).u32(1).u16(16).u16(2).ascii('en').view().slice();
}
