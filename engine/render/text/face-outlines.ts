import type { OpentypeFont, PathCommand } from 'opentype.js/dist/opentype.mjs';
import type { Face } from '../../fonts/index.js';

/**
 * Glyph outlines of a face that engine/measure has already parsed. Face keeps its opentype
 * font private because measuring needs only metrics; drawing needs the outlines of the same
 * parsed font, and parsing each font a second time would double the cost of the first
 * render. This is the one place that reaches into the Face, so if Face ever exposes its
 * outlines this file is all that changes.
 */
interface FaceInternals {
  readonly font: OpentypeFont;
}

function fontOf(face: Face): OpentypeFont {
  return (face as unknown as FaceInternals).font;
}

/** The face's units per em (2048 for Inter, 1000 for JetBrains Mono and Comic Neue). */
export function unitsPerEm(face: Face): number {
  return fontOf(face).unitsPerEm;
}

/** A glyph's outline commands in font units, y up. */
export function glyphCommands(face: Face, glyph: number): readonly PathCommand[] {
  return fontOf(face).glyphs.get(glyph).path.commands;
}

/** A glyph's advance in font units. */
export function glyphAdvanceUnits(face: Face, glyph: number): number {
  return fontOf(face).glyphs.get(glyph).advanceWidth ?? 0;
}

/** The face's ascender and descender in font units (descender negative), as its hhea table says. */
export function verticalMetricsUnits(face: Face): { ascender: number; descender: number } {
  const font = fontOf(face);
  return { ascender: font.tables.hhea?.ascender ?? font.ascender, descender: font.tables.hhea?.descender ?? font.descender };
}

/** The face's family name (its name table's), kept to letters, digits, spaces and hyphens so it can stand unquoted in a font-family list; '' when it has none. */
export function ownFamilyName(face: Face): string {
  const { names } = fontOf(face);
  const table = names.windows ?? names.unicode ?? names.macintosh ?? {};
  return (table['fontFamily']?.en ?? '').replace(/[^A-Za-z0-9 -]/g, '').trim();
}

/** The notices a copy of the font must carry (OFL §2): the source face's copyright, licence, licence URL and version. */
export function licenceNames(face: Face): { copyright: string; license: string; licenseURL: string; version: string } {
  const { names } = fontOf(face);
  const table = names.windows ?? names.unicode ?? names.macintosh ?? {};
  const english = (key: string): string => table[key]?.en ?? ' ';
  return { copyright: english('copyright'), license: english('license'), licenseURL: english('licenseURL'), version: english('version') };
}
