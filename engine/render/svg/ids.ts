/**
 * SVG ids derived from element ids. Element ids may hold `.`, `:` and `_`, which are poor
 * or invalid in XML ids (and anything at all when the input was not validated), so every
 * character outside [A-Za-z0-9-] is written as `_<hex code point>_`. `.` never appears
 * inside an encoded part and separates the suffix, so two different (id, suffix) pairs
 * never share an SVG id.
 */

const PREFIX = 'dsp-';
const SAFE_PART = /^[A-Za-z0-9-]*$/;

/** One part of an id: [A-Za-z0-9-] kept, every other character as `_<hex>_`. */
export function encodeIdPart(part: string): string {
  // Most ids are already safe (every element and suffix asks for one): nothing to encode.
  if (SAFE_PART.test(part)) return part;
  let out = '';
  for (const ch of part) {
    out += /^[A-Za-z0-9-]$/.test(ch) ? ch : `_${(ch.codePointAt(0) ?? 0).toString(16)}_`;
  }
  return out;
}

/** A safe, unique SVG id for an element id and an optional suffix ("clip", "title"...). */
export function svgIdFor(elementId: string, suffix?: string): string {
  const base = `${PREFIX}${encodeIdPart(elementId)}`;
  return suffix === undefined ? base : `${base}.${encodeIdPart(suffix)}`;
}

/** The id of a shared definition: `dsp-.<key>`, which no non-empty element id can produce. */
export function svgIdForDefinition(key: string): string {
  return `${PREFIX}.${encodeIdPart(key)}`;
}
