/**
 * Escaping for SVG text and attribute values. Characters XML 1.0 cannot carry (C0
 * controls other than tab, newline and carriage return; lone surrogates; U+FFFE/U+FFFF)
 * become U+FFFD so the output always parses; C1 controls and DEL go the same way because
 * no viewer draws them and some parsers choke on them.
 */

const UNWRITABLE = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]|\p{Cs}/gu;
const REPLACEMENT = '\uFFFD';

/** The text with every character XML cannot carry replaced by U+FFFD. */
export function writableText(text: string): string {
  return text.replace(UNWRITABLE, REPLACEMENT);
}

/** Character data: `&`, `<` and `>` escaped (so `]]>` can never appear). */
export function escapeText(text: string): string {
  return writableText(text).replace(/[&<>]/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : '&gt;'));
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // Attribute value normalisation would turn these into spaces; keep them as written.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** A value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return writableText(value).replace(/[&<>"\t\n\r]/g, (ch) => ATTRIBUTE_ESCAPES[ch] ?? ch);
}
