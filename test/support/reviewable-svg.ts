import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The form SVG goldens are kept in (test/golden/README.md): one element per line, indented
 * by depth, so a change shows up as a diff of the lines it touched; and every embedded
 * font's base64 replaced by the SHA-256 of that base64, so a golden holds no binary blob
 * while a change of the embedded glyphs still changes the file. Pure and isomorphic: the
 * browser tests bring Chromium's SVG into the same form before comparing.
 *
 * Only whitespace between elements is touched (SVG draws none of it outside text), never
 * the inside of an element that holds text (text, title, desc, style): their content and
 * children stay on one line exactly as written. The pictures are therefore the same:
 * test/golden/format-change checks it with resvg.
 */
export function reviewableSvg(svg: string): string {
  return prettyPrint(hashEmbeddedFonts(svg));
}

// Elements whose content is text, drawn or read as written: kept whole on one line.
const TEXT_HOLDERS = new Set(['text', 'title', 'desc', 'style', 'tspan', 'textPath', 'script']);
const FONT_DATA = /data:(font\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=]+)/g;
const INDENT = '  ';

/** Each `data:font/...;base64,...` URL with its data replaced by `sha256,<hex>`. */
export function hashEmbeddedFonts(svg: string): string {
  return svg.replace(FONT_DATA, (_url, type: string, data: string) => `data:${type};sha256,${bytesToHex(sha256(utf8ToBytes(data)))}`);
}

interface Token {
  kind: 'open' | 'close' | 'empty' | 'other' | 'text';
  name: string;
  raw: string;
}

/** Splits markup into tags and the text between them; quotes inside a tag are respected. */
function tokens(svg: string): Token[] {
  const found: Token[] = [];
  let at = 0;
  while (at < svg.length) {
    if (svg[at] !== '<') {
      const next = svg.indexOf('<', at);
      const end = next < 0 ? svg.length : next;
      found.push({ kind: 'text', name: '', raw: svg.slice(at, end) });
      at = end;
      continue;
    }
    const end = tagEnd(svg, at);
    const raw = svg.slice(at, end);
    found.push(tagToken(raw));
    at = end;
  }
  return found;
}

function tagEnd(svg: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < svg.length; i += 1) {
    const ch = svg[i];
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i + 1;
  }
  return svg.length;
}

function tagToken(raw: string): Token {
  if (raw.startsWith('</')) return { kind: 'close', name: raw.slice(2, -1).trim(), raw };
  if (raw.startsWith('<?') || raw.startsWith('<!')) return { kind: 'other', name: '', raw };
  const name = /^<([^\s/>]+)/.exec(raw)?.[1] ?? '';
  return { kind: raw.endsWith('/>') ? 'empty' : 'open', name, raw };
}

function prettyPrint(svg: string): string {
  const lines: string[] = [];
  let depth = 0;
  // Inside a text holder: how many of its elements are open; everything goes on its line.
  let holding = 0;
  // The open tag just written had no child yet, so its close tag joins its line.
  let childless = false;
  for (const token of tokens(svg)) {
    if (holding > 0) {
      lines[lines.length - 1] += token.raw;
      if (token.kind === 'open') holding += 1;
      if (token.kind === 'close') holding -= 1;
      if (holding === 0) depth -= 1;
      continue;
    }
    if (token.kind === 'text') {
      // Whitespace between elements draws nothing; other text stays where it stood.
      if (token.raw.trim() !== '') lines[lines.length - 1] += token.raw;
      continue;
    }
    if (token.kind === 'close') {
      depth -= 1;
      if (childless) lines[lines.length - 1] += token.raw;
      else lines.push(INDENT.repeat(depth) + token.raw);
      childless = false;
      continue;
    }
    lines.push(INDENT.repeat(depth) + token.raw);
    childless = token.kind === 'open';
    if (token.kind !== 'open') continue;
    depth += 1;
    if (TEXT_HOLDERS.has(token.name)) {
      holding = 1;
      childless = false;
    }
  }
  return `${lines.join('\n')}\n`;
}
