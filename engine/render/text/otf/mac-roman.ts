/**
 * Mac OS Roman's upper half (bytes 128-255), for the name table's Macintosh-platform
 * records: a notice with a character outside it gets no Macintosh record, as with
 * opentype.js.
 */
const UPPER_HALF =
  "\xC4\xC5\xC7\xC9\xD1\xD6\xDC\xE1\xE0\xE2\xE4\xE3\xE5\xE7\xE9\xE8\xEA\xEB\xED\xEC\xEE\xEF\xF1\xF3\xF2\xF4\xF6\xF5\xFA\xF9\xFB\xFC\u2020\xB0\xA2\xA3\xA7\u2022\xB6\xDF\xAE\xA9\u2122\xB4\xA8\u2260\xC6\xD8\u221E\xB1\u2264\u2265\xA5\xB5\u2202\u2211\u220F\u03C0\u222B\xAA\xBA\u03A9\xE6\xF8\xBF\xA1\xAC\u221A\u0192\u2248\u2206\xAB\xBB\u2026\xA0\xC0\xC3\xD5\u0152\u0153\u2013\u2014\u201C\u201D\u2018\u2019\xF7\u25CA\xFF\u0178\u2044\u20AC\u2039\u203A\uFB01\uFB02\u2021\xB7\u201A\u201E\u2030\xC2\xCA\xC1\xCB\xC8\xCD\xCE\xCF\xCC\xD3\xD4\uF8FF\xD2\xDA\xDB\xD9\u0131\u02C6\u02DC\xAF\u02D8\u02D9\u02DA\xB8\u02DD\u02DB\u02C7";

const BYTE_OF = new Map<number, number>();
for (let i = 0; i < UPPER_HALF.length; i += 1) BYTE_OF.set(UPPER_HALF.charCodeAt(i), 128 + i);

/** The text in Mac OS Roman, one byte a UTF-16 unit, or undefined when a character has no byte. */
export function macRoman(text: string): number[] | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const byte = code < 128 ? code : BYTE_OF.get(code);
    if (byte === undefined) return undefined;
    bytes.push(byte);
  }
  return bytes;
}
