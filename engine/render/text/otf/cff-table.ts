import { Bytes } from './bytes.js';
import { charstring } from './charstring.js';
import { writeCffNumber, writeCffReal } from './cff-number.js';
import type { FontExtent } from './glyph-metrics.js';
import type { SubsetFontSpec } from './types.js';

/** The number of CFF standard strings: a string's SID is this plus its place in the String INDEX. */
const STANDARD_STRINGS = 391;

/**
 * A CFF INDEX: count, offset size, offsets (1-based) and the items. The offset size is
 * computed with the same floating-point expression as opentype.js, so it matches byte for
 * byte at every boundary.
 */
function writeIndex(out: Bytes, items: readonly Uint8Array[]): void {
  let total = 0;
  for (const item of items) total += item.length;
  if (total === 0) {
    out.u16(0);
    return;
  }
  const last = total + 1;
  const offSize = (1 + Math.floor(Math.log(last) / Math.log(2)) / 8) | 0;
  out.u16(items.length).u8(offSize);
  const writeOffset = (offset: number): void => {
    if (offSize === 1) out.u8(offset);
    else if (offSize === 2) out.u16(offset);
    else if (offSize === 3) out.u8(offset >> 16).u16(offset);
    else out.u32(offset);
  };
  let offset = 1;
  writeOffset(offset);
  for (const item of items) {
    offset += item.length;
    writeOffset(offset);
  }
  for (const item of items) out.bytes(item);
}

const latin1 = (text: string): Uint8Array => new Bytes().ascii(text).view().slice();

/** Dict entries in operator order (opentype.js writes a dict's keys ascending). */
interface TopDict {
  version: number;
  fullName: number;
  familyName: number;
  weight: number;
  fontBBox: readonly number[];
  charset: number;
  charStrings: number;
  privateOffset: number;
  /** Omitted when it is the default 1/1000 (fonts of 1000 units per em). */
  fontMatrix?: readonly number[];
}

function topDictBytes(dict: TopDict): Uint8Array {
  const out = new Bytes();
  const sid = (value: number, op: number): void => {
    writeCffNumber(out, value);
    out.u8(op);
  };
  sid(dict.version, 0);
  sid(dict.fullName, 2);
  sid(dict.familyName, 3);
  sid(dict.weight, 4);
  for (const value of dict.fontBBox) writeCffNumber(out, value);
  out.u8(5);
  // Offsets are always written in five bytes, so the dict's size does not depend on them.
  out.u8(29).u32(dict.charset).u8(15);
  out.u8(29).u32(dict.charStrings).u8(17);
  writeCffNumber(out, 0); // the Private DICT is empty: size 0
  out.u8(29).u32(dict.privateOffset).u8(18);
  if (dict.fontMatrix !== undefined) {
    for (const value of dict.fontMatrix) writeCffReal(out, value);
    out.u8(12).u8(7);
  }
  return out.view().slice();
}

/**
 * The CFF table of the subset: header, the PostScript name, a top dict naming the face,
 * the String INDEX (the dict's strings and every glyph name, in first-use order), no
 * subroutines, a format 0 charset, one charstring a glyph and an empty Private DICT.
 * The layout is opentype.js's, so the bytes are the ones it wrote.
 */
export function cffTable(spec: SubsetFontSpec, extent: FontExtent, postScriptName: string): Uint8Array {
  const strings: string[] = [];
  const sidOf = (text: string): number => {
    let at = strings.indexOf(text);
    if (at < 0) {
      at = strings.length;
      strings.push(text);
    }
    return STANDARD_STRINGS + at;
  };
  const fullName = `${spec.familyName} ${spec.styleName}`;
  const scale = 1 / spec.unitsPerEm;
  const fontMatrix = [scale, 0, 0, scale, 0, 0];
  const dict: TopDict = {
    version: sidOf(spec.version),
    fullName: sidOf(fullName),
    familyName: sidOf(spec.familyName),
    weight: sidOf(spec.styleName),
    fontBBox: [0, extent.yMin, spec.ascender, extent.advanceWidthMax],
    charset: 0,
    charStrings: 0,
    privateOffset: 0,
    ...(scale === 1e-3 ? {} : { fontMatrix }),
  };
  const charset = new Bytes().u8(0);
  for (const glyph of spec.glyphs) charset.u16(sidOf(glyph.name));
  const charStrings = new Bytes();
  writeIndex(charStrings, [charstring(spec.notdefAdvance, []), ...spec.glyphs.map((glyph) => charstring(glyph.advanceWidth, glyph.commands))]);

  const front = (topDict: Uint8Array): Bytes => {
    const out = new Bytes().u8(1).u8(0).u8(4).u8(1);
    writeIndex(out, [latin1(postScriptName)]);
    writeIndex(out, [topDict]);
    writeIndex(out, strings.map(latin1));
    writeIndex(out, []);
    return out;
  };
  // The dict's size does not depend on the offsets it holds, so one measuring pass places them.
  dict.charset = front(topDictBytes(dict)).length;
  dict.charStrings = dict.charset + charset.length;
  dict.privateOffset = dict.charStrings + charStrings.length;
  const out = front(topDictBytes(dict));
  out.bytes(charset.view());
  out.bytes(charStrings.view());
  return out.view().slice();
}
