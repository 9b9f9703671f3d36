/**
 * Escaping for SVG text and attribute values. Characters XML 1.0 cannot carry (C0
 * controls other than tab, newline and carriage return; lone surrogates; U+FFFE/U+FFFF)
 * become U+FFFD so the output always parses; C1 controls and DEL go the same way because
 * no viewer draws them and some parsers choke on them.
 */

const UNWRITABLE = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uFFFE\uFFFF]|\p{Cs}/gu;
const REPLACEMENT = '\uFFFD';

// Almost every string written (numbers, colours, ids, labels) needs no change at all. One
// test for any character that could need one (any surrogate, paired or not, sends the
// string the slow way) lets those through untouched; the rest take the full replacement.
const MAY_NEED_TEXT_ESCAPE = /[&<>\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF\uFFFE\uFFFF]/;
const MAY_NEED_ATTRIBUTE_ESCAPE = /[&<>"\0-\x1F\x7F-\x9F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** The text with every character XML cannot carry replaced by U+FFFD. */
export function writableText(text: string): string {
  return text.replace(UNWRITABLE, REPLACEMENT);
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

// Top-level replacers: a closure made per call costs more than the replacement itself.
function textEscape(ch: string): string {
  return TEXT_ESCAPES[ch] ?? ch;
}

/** Character data: `&`, `<` and `>` escaped (so `]]>` can never appear). */
export function escapeText(text: string): string {
  if (!MAY_NEED_TEXT_ESCAPE.test(text)) return text;
  return writableText(text).replace(/[&<>]/g, textEscape);
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

function attributeEscape(ch: string): string {
  return ATTRIBUTE_ESCAPES[ch] ?? ch;
}

/** A value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  if (!MAY_NEED_ATTRIBUTE_ESCAPE.test(value)) return value;
  return writableText(value).replace(/[&<>"\t\n\r]/g, attributeEscape);
}
