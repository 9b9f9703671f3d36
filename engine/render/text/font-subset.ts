import { Font, Glyph, Path } from 'opentype.js/dist/opentype.mjs';
import type { FaceStyle } from '../../fonts/index.js';
import type { Face } from '../../fonts/index.js';
import { glyphAdvanceUnits, glyphCommands, licenceNames, unitsPerEm, verticalMetricsUnits } from './face-outlines.js';
import { checksum, fitsSubsetWriter, MAC_EPOCH_OFFSET, writeSubsetFont, type SubsetFontSpec } from './otf/index.js';

/** What a subset holds: the characters used, each with its glyph in the source face. */
export interface SubsetRequest {
  face: Face;
  familyName: string;
  style: FaceStyle;
  /** code point → glyph index in `face` */
  glyphs: ReadonlyMap<number, number>;
}

// 2000-01-01T00:00:00Z as Unix seconds: the created and modified time written into every
// subset, so the same glyphs always give the same bytes.
const FIXED_TIMESTAMP = 946_684_800;

const STYLE_NAMES: Readonly<Record<FaceStyle, string>> = { regular: 'Regular', bold: 'Bold', italic: 'Italic' };

/**
 * An OpenType (CFF) font holding only the given characters of a face: the glyph outlines
 * and advances copied from the parsed source font, the source's vertical metrics and
 * licence notices, and no layout tables (measurement reads no kerning from these fonts
 * either, so a browser sets the subset exactly as wide as the measurer counted).
 * Deterministic: characters in code point order and fixed timestamps.
 *
 * Written by our own writer (./otf), which gives opentype.js's bytes at a fraction of its
 * cost; opentype.js still writes the rare subset with a character beyond U+FFFF, which
 * needs a format 12 cmap the writer does not have.
 */
export function subsetFont(request: SubsetRequest): Uint8Array {
  const spec = subsetSpec(request);
  return fitsSubsetWriter(spec) ? writeSubsetFont(spec) : subsetFontWithOpentype(request);
}

/** What the writer needs of a request: the glyphs in code point order and the face's facts. */
function subsetSpec(request: SubsetRequest): SubsetFontSpec {
  const { face } = request;
  const glyphs = [...request.glyphs]
    .sort((a, b) => a[0] - b[0])
    .map(([codePoint, glyph]) => ({ codePoint, name: `u${codePoint.toString(16)}`, advanceWidth: glyphAdvanceUnits(face, glyph), commands: glyphCommands(face, glyph) }));
  return {
    familyName: request.familyName,
    styleName: STYLE_NAMES[request.style],
    unitsPerEm: unitsPerEm(face),
    ...verticalMetricsUnits(face),
    weightClass: request.style === 'bold' ? 700 : 400,
    italicAngle: request.style === 'italic' ? -10 : 0,
    timestamp: FIXED_TIMESTAMP,
    notdefAdvance: glyphAdvanceUnits(face, 0),
    glyphs,
    // The OFL lets the fonts be embedded and subset as long as each copy carries the
    // copyright notice and the licence; the name table is the place the licence names.
    ...licenceNames(face),
  };
}

/** The same font written by opentype.js (the writer's reference: test/engine/render/text/otf-writer.test.ts). */
export function subsetFontWithOpentype(request: SubsetRequest): Uint8Array {
  const { face } = request;
  const empty = new Path();
  const glyphs = [new Glyph({ name: '.notdef', advanceWidth: glyphAdvanceUnits(face, 0), path: empty })];
  for (const [cp, glyph] of [...request.glyphs].sort((a, b) => a[0] - b[0])) {
    const path = new Path();
    path.commands = [...glyphCommands(face, glyph)];
    glyphs.push(new Glyph({ name: `u${cp.toString(16)}`, unicode: cp, advanceWidth: glyphAdvanceUnits(face, glyph), path }));
  }
  const { ascender, descender } = verticalMetricsUnits(face);
  const font = new Font({
    familyName: request.familyName,
    styleName: STYLE_NAMES[request.style],
    unitsPerEm: unitsPerEm(face),
    ascender,
    descender,
    createdTimestamp: FIXED_TIMESTAMP,
    weightClass: request.style === 'bold' ? 700 : 400,
    italicAngle: request.style === 'italic' ? -10 : 0,
    glyphs,
    ...licenceNames(face),
  });
  return withFixedModifiedTime(new Uint8Array(font.toArrayBuffer()));
}

/**
 * opentype.js always stamps head.modified with the current time; this overwrites it with
 * the fixed time and recomputes the checksums the change invalidates (the head table's
 * own, then the whole-font adjustment stored in head).
 */
function withFixedModifiedTime(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = view.getUint16(4);
  for (let i = 0; i < tables; i += 1) {
    const entry = 12 + 16 * i;
    if (view.getUint32(entry) !== 0x68656164 /* 'head' */) continue;
    const offset = view.getUint32(entry + 8);
    const length = view.getUint32(entry + 12);
    const seconds = FIXED_TIMESTAMP + MAC_EPOCH_OFFSET;
    view.setUint32(offset + 28, Math.floor(seconds / 2 ** 32));
    view.setUint32(offset + 32, seconds >>> 0);
    view.setUint32(offset + 8, 0);
    // opentype.js pads every table with zeros to four bytes, so the padded stretch sums alike.
    view.setUint32(entry + 4, checksum(view, offset, offset + ((length + 3) & ~3)));
    view.setUint32(offset + 8, (0xb1b0afba - checksum(view, 0, bytes.length)) >>> 0);
    return bytes;
  }
  throw new Error('the subset font has no head table');
}
