/**
 * The slice of opentype.js 2.0 that engine/render/text uses on top of engine/measure's
 * (engine/measure/opentype.d.ts): glyph outlines, and building a font to write. Ambient
 * module declarations merge, so this only adds to that file.
 */
declare module 'opentype.js/dist/opentype.mjs' {
  /** One outline command in font units, y up (TrueType outlines give M, L, Q and Z). */
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  /** One entry of the name table, by language ('en'). */
  export type LocalizedName = Partial<Record<string, string>>;

  export interface OpentypeFont {
    names: Partial<Record<'windows' | 'macintosh' | 'unicode', Partial<Record<string, LocalizedName>>>>;
  }

  export interface OpentypeGlyph {
    /** The outline, parsed on first access (lowMemory fonts load glyphs lazily). */
    readonly path: { commands: PathCommand[] };
  }

  export class Path {
    commands: PathCommand[];
  }

  export interface GlyphOptions {
    name: string;
    unicode?: number;
    advanceWidth: number;
    path: Path;
  }

  export class Glyph {
    constructor(options: GlyphOptions);
  }

  export interface FontOptions {
    familyName: string;
    styleName: string;
    unitsPerEm: number;
    ascender: number;
    descender: number;
    /** Unix seconds; without it opentype.js writes the current time (not deterministic). */
    createdTimestamp: number;
    weightClass?: number;
    italicAngle?: number;
    copyright?: string;
    license?: string;
    licenseURL?: string;
    version?: string;
    glyphs: Glyph[];
  }

  export class Font {
    constructor(options: FontOptions);
    /** The font as an OpenType (CFF) file. */
    toArrayBuffer(): ArrayBuffer;
  }
}
