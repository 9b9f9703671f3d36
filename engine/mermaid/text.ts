import { characterOf, NAMED_ENTITIES } from './entities.js';

/** How a label was written: bare text, a "quoted string", or a "`markdown string`". */
export type TextKind = 'raw' | 'quoted' | 'markdown';

/** A decoded label and what of the Mermaid text it could not keep. */
export interface DecodedText {
  text: string;
  /** One phrase per loss, e.g. "markdown formatting". */
  losses: string[];
}

const BREAK_TAG = /<br\s*\/?>/gi;
const OTHER_TAG = /<\/?[A-Za-z][^<>]*>/g;
/** Font Awesome icon references (`fa:fa-car`, `fab:fa-github`): Mermaid draws an icon. */
const ICON = /(?<=^|\s)fa[bdklrs]?:fa-[A-Za-z0-9-]+(?:\s+|$)/g;
/** `#quot;` `#35;` (Mermaid's escapes) and `&quot;` `&#35;` `&#x23;` (HTML's). */
const ENTITY = /#([A-Za-z][A-Za-z0-9]*|\d+);|&(?:([A-Za-z][A-Za-z0-9]*)|#(\d+)|#[xX]([0-9A-Fa-f]+));/g;

/** What any decoding step below looks for: without it a (non-markdown) label is only trimmed. */
const DECODED_AS_IS = /[<#&\n]|fa[bdklrs]?:/;

function stripMarkdown(text: string): string {
  return text
    .replace(/\*\*(?=\S)([^*]+?)\*\*/g, '$1')
    .replace(/__(?=\S)([^_]+?)__/g, '$1')
    .replace(/(^|[^\w*])\*(?=\S)([^*]+?)\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]+?)_(?!\w)/g, '$1$2');
}

function decodeEntities(text: string, losses: Set<string>): string {
  return text.replace(ENTITY, (whole, mermaidName: string | undefined, htmlName: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (mermaidName !== undefined) {
      const char = /^\d+$/.test(mermaidName) ? characterOf(Number(mermaidName)) : NAMED_ENTITIES.get(mermaidName);
      if (char === undefined) losses.add(`the unknown entity code ${whole}`);
      return char ?? whole;
    }
    const char = htmlName !== undefined ? NAMED_ENTITIES.get(htmlName)
      : decimal !== undefined ? characterOf(Number(decimal))
        : characterOf(Number.parseInt(hex ?? '', 16));
    return char ?? whole;
  });
}

/**
 * Mermaid label text to plain DSP text: `<br>` becomes a newline, entity codes become
 * their characters, markdown formatting, other HTML tags and Font Awesome icons are
 * removed (and reported as losses), and every line is trimmed.
 */
export function decodeLabel(raw: string, kind: TextKind): DecodedText {
  // Most labels hold nothing the steps below change (a tag, an entity, an icon, a line
  // break): then decoding is trimming.
  if (kind !== 'markdown' && !DECODED_AS_IS.test(raw)) return { text: raw.trim(), losses: [] };
  const losses = new Set<string>();
  let text = raw;
  if (kind === 'markdown') {
    const plain = stripMarkdown(text);
    if (plain !== text) losses.add('markdown formatting');
    text = plain;
  }
  text = text.replace(BREAK_TAG, '\n');
  const untagged = text.replace(OTHER_TAG, '');
  if (untagged !== text) losses.add('HTML tags');
  const withoutIcons = untagged.replace(ICON, '');
  if (withoutIcons !== untagged) losses.add('Font Awesome icons');
  text = decodeEntities(withoutIcons, losses);
  text = text.split('\n').map((line) => line.trim()).join('\n').trim();
  return { text, losses: [...losses] };
}
