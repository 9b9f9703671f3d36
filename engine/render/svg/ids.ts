/**
 * SVG ids derived from element ids. Element ids may hold `.`, `:` and `_`, which are poor
 * or invalid in XML ids (and anything at all when the input was not validated), so every
 * character outside [A-Za-z0-9-] is written as `_<hex code point>_`. `.` never appears
 * inside an encoded part and separates the suffix, so two different (id, suffix) pairs
 * never share an SVG id.
 *
 * A drawing's ids start with `dsp-`, or, when the drawing is scoped (several inline SVGs on
 * one page), with `dsp<scope>-`: ids, and the font families of its embedded fonts, then
 * belong to that drawing alone (see idScope).
 */

import { boundedMemo } from '../memo.js';
import { contentHash } from './content-hash.js';

const PREFIX = 'dsp-';
const SAFE_PART = /^[A-Za-z0-9-]*$/;

/** One part of an id: [A-Za-z0-9-] kept, every other character as `_<hex>_`. */
export function encodeIdPart(part: string): string {
  // Most ids are already safe (every element and suffix asks for one): nothing to encode.
  if (SAFE_PART.test(part)) return part;
  // The same ids come back with every suffix and every drawing of the scene: encode each once.
  return encoded(part);
}

/** Encoded parts by part (ids up to ID_PART_KEPT characters kept; longer ones encoded each time). */
const ID_PART_KEPT = 256;
const encoded = boundedMemo(4096, encode, ID_PART_KEPT);

function encode(part: string): string {
  let out = '';
  for (const ch of part) {
    out += /^[A-Za-z0-9-]$/.test(ch) ? ch : `_${(ch.codePointAt(0) ?? 0).toString(16)}_`;
  }
  return out;
}

/** A safe, unique SVG id for an element id and an optional suffix ("clip", "title"...). */
export function svgIdFor(elementId: string, suffix?: string): string {
  return idScheme().element(elementId, suffix);
}

/** The id of a shared definition: `dsp-.<key>`, which no non-empty element id can produce. */
export function svgIdForDefinition(key: string): string {
  return idScheme().definition(key);
}

/** The names one drawing gives its ids and its embedded font families. */
export interface IdScheme {
  /** `<prefix><element id>[.<suffix>]`. */
  element(elementId: string, suffix?: string): string;
  /** `<prefix>.<key>`: no non-empty element id can produce it. */
  definition(key: string): string;
  /** The family name an embedded face is declared under (the face's own name when unscoped). */
  family(faceName: string): string;
  /** The prefix every id starts with: `dsp-` or `dsp<scope>-`. */
  readonly prefix: string;
}

const schemes = new Map<string, IdScheme>();

/**
 * The id scheme of a scope: '' (the default) gives `dsp-` ids and the faces' own family
 * names; a scope gives `dsp<scope>-` ids and `dsp<scope>-<face>` families. A scope is made
 * of [a-z0-9] (idScope), so `dsp<scope>-` is never `dsp-` followed by an encoded id.
 */
export function idScheme(scope = ''): IdScheme {
  let scheme = schemes.get(scope);
  if (scheme === undefined) {
    const prefix = scope === '' ? PREFIX : `dsp${scope}-`;
    scheme = {
      prefix,
      element: (elementId, suffix) => {
        const base = `${prefix}${encodeIdPart(elementId)}`;
        return suffix === undefined ? base : `${base}.${encodeIdPart(suffix)}`;
      },
      definition: (key) => `${prefix}.${encodeIdPart(key)}`,
      family: (faceName) => (scope === '' ? faceName : `${prefix}${faceName}`),
    };
    // Scopes come from content hashes: keep the map from growing with every drawing.
    if (schemes.size > 64) schemes.clear();
    schemes.set(scope, scheme);
  }
  return scheme;
}

/** FNV-1a (32 bit) of a string's UTF-16 code units (the sketch look's seeds). */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The scope of a drawing: a 32-bit hash of what it draws (a JSON-like value: the scenes,
 * their layouts, the options; content-hash.ts) as seven base-36 characters, so the same
 * input always gives the same bytes and two different drawings on one page (almost surely)
 * get different ids. Fixed length, so a scope is never another one's derived scope
 * (`<scope>d`, the dark half of a pair, is eight).
 */
export function idScope(content: unknown): string {
  return contentHash(content).toString(36).padStart(7, '0');
}
