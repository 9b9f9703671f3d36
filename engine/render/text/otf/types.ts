import type { PathCommand } from 'opentype.js/dist/opentype.mjs';

/** One character of a subset: its code point, advance and outline, in the source face's units. */
export interface SubsetGlyph {
  codePoint: number;
  /** The PostScript glyph name written into the CFF charset (`u<hex>`). */
  name: string;
  advanceWidth: number;
  commands: readonly PathCommand[];
}

/** Everything the subset font is written from: its glyphs in code point order and the face's facts. */
export interface SubsetFontSpec {
  familyName: string;
  styleName: string;
  unitsPerEm: number;
  ascender: number;
  descender: number;
  /** 400 or 700: bold sets the bold bits of head.macStyle and OS/2.fsSelection. */
  weightClass: number;
  /** Degrees; negative for italic (sets the italic bits and post.italicAngle). */
  italicAngle: number;
  /** Seconds since 1970, written as both head.created and head.modified. */
  timestamp: number;
  /** The advance of .notdef (glyph 0, an empty outline). */
  notdefAdvance: number;
  glyphs: readonly SubsetGlyph[];
  /** The name table's notices, each ' ' when the source has none. */
  copyright: string;
  license: string;
  licenseURL: string;
  version: string;
}

/** One table of the font: its tag and its bytes, unpadded. */
export interface FontTable {
  tag: string;
  data: Uint8Array;
}
