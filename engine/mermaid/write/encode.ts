import { decodeLabel } from '../text.js';

/**
 * Text as Mermaid (and this reader) reads it back unchanged, inside "double quotes".
 * Quotes become #quot; and newlines <br>; when the text holds anything else a label
 * reader would change (entity codes, tags, "fa:fa-x" icons, markdown backquotes), every
 * special character is written as a Mermaid entity code instead.
 */
const CODES: Record<string, string> = { '#': '#35;', '"': '#quot;', '&': '#amp;', '<': '#lt;', '>': '#gt;', '`': '#96;', '\\': '#92;' };

function fullyEncoded(text: string, extra: Record<string, string>): string {
  let out = '';
  for (const char of text) out += char === '\n' ? '<br>' : CODES[char] ?? extra[char] ?? char;
  return out.replace(/(^|\s)(fa[bdklrs]?):(?=fa-)/g, '$1$2#58;');
}

/** The body of a quoted Mermaid label (without the quotes). */
export function encodeLabel(text: string): string {
  const light = text.replace(/"/g, '#quot;').replace(/\n/g, '<br>');
  return !light.startsWith('`') && decodeLabel(light, 'quoted').text === text ? light : fullyEncoded(text, {});
}

/** The body of a quoted erDiagram entity alias, which Mermaid refuses % and \\ in. */
export function encodeAlias(text: string): string {
  const light = encodeLabel(text);
  return /[%\\]/.test(light) ? fullyEncoded(text, { '%': '#37;' }) : light;
}

/** A quoted Mermaid label; an empty one is a single space (Mermaid refuses ""). */
export function quoted(text: string): string {
  return `"${text === '' ? ' ' : encodeLabel(text)}"`;
}

/** A quoted label inside `@{ }` data, where a backslash would start a YAML escape. */
export function quotedData(text: string): string {
  return quoted(text).replace(/\\/g, '#92;');
}

/** A YAML double-quoted frontmatter value. */
export function yamlString(text: string): string {
  return JSON.stringify(text);
}
