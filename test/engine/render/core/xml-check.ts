/**
 * A small strict XML 1.0 well-formedness check for the renderer's output (no parser is
 * installed and none is added): one root element, balanced tags, unique attributes with
 * quoted values, only the five predefined entities and character references, no raw `<`
 * or `&` in text or values, no `]]>` in text, only characters XML allows. The renderer
 * writes no prolog, comments, CDATA or processing instructions, so those are refused too.
 * Returns the element names in document order, or throws with the offset of the fault.
 */

const NAME = /[A-Za-z_:][A-Za-z0-9_.:-]*/y;
const SPACE = /[ \t\r\n]+/y;
const REFERENCE = /&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/y;
const FORBIDDEN_CHAR = /[\0-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|\p{Cs}/u;

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
}

function fail(message: string, at: number): never {
  throw new Error(`not well-formed XML at offset ${at}: ${message}`);
}

function matchAt(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  const match = pattern.exec(text);
  return match === null ? null : match[0];
}

/** Checks character data or an attribute value between `start` and `end`; returns it with references decoded. */
function checkData(text: string, start: number, end: number, inAttribute: boolean): string {
  let out = '';
  let i = start;
  while (i < end) {
    const ch = text[i]!;
    if (ch === '<') fail('raw < in ' + (inAttribute ? 'an attribute value' : 'text'), i);
    if (ch === '&') {
      const reference = matchAt(REFERENCE, text, i);
      if (reference === null) fail('& that starts no valid reference', i);
      const body = reference.slice(1, -1);
      const code = body.startsWith('#x') ? parseInt(body.slice(2), 16) : body.startsWith('#') ? parseInt(body.slice(1), 10) : -1;
      if (code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) fail('reference to a character XML forbids', i);
      out += code >= 0 ? String.fromCodePoint(code) : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[body];
      i += reference.length;
      continue;
    }
    if (!inAttribute && text.startsWith(']]>', i)) fail(']]> in text', i);
    out += ch;
    i += 1;
  }
  if (FORBIDDEN_CHAR.test(text.slice(start, end))) fail('a character XML does not allow', start);
  return out;
}

/** Parses `text` as one XML element tree; throws on the first fault. */
export function checkWellFormed(text: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const open: string[] = [];
  let i = 0;
  let rootClosed = false;
  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const textEnd = lt < 0 ? text.length : lt;
    if (textEnd > i) {
      if (open.length === 0 && text.slice(i, textEnd).trim() !== '') fail('text outside the root element', i);
      checkData(text, i, textEnd, false);
    }
    if (lt < 0) break;
    i = lt + 1;
    if (text[i] === '/') {
      const name = matchAt(NAME, text, i + 1);
      if (name === null) fail('bad end tag', i);
      i += 1 + name.length;
      i += matchAt(SPACE, text, i)?.length ?? 0;
      if (text[i] !== '>') fail('end tag not closed', i);
      if (open.pop() !== name) fail(`</${name}> does not close the open element`, i);
      if (open.length === 0) rootClosed = true;
      i += 1;
      continue;
    }
    if (rootClosed) fail('a second root element', i);
    const name = matchAt(NAME, text, i);
    if (name === null) fail('bad start tag (comments, CDATA, prolog and instructions are refused)', i);
    i += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const space = matchAt(SPACE, text, i)?.length ?? 0;
      i += space;
      if (text[i] === '>' || text.startsWith('/>', i)) break;
      if (space === 0) fail('attributes need a space before them', i);
      const attribute = matchAt(NAME, text, i);
      if (attribute === null) fail('bad attribute name', i);
      if (Object.prototype.hasOwnProperty.call(attributes, attribute)) fail(`duplicate attribute ${attribute}`, i);
      i += attribute.length;
      if (text[i] !== '=') fail('attribute without =', i);
      const quote = text[i + 1];
      if (quote !== '"' && quote !== "'") fail('unquoted attribute value', i);
      const close = text.indexOf(quote, i + 2);
      if (close < 0) fail('unterminated attribute value', i);
      attributes[attribute] = checkData(text, i + 2, close, true);
      i = close + 1;
    }
    elements.push({ name, attributes });
    if (text[i] === '/') {
      i += 2;
      if (open.length === 0) rootClosed = true;
    } else {
      open.push(name);
      i += 1;
    }
  }
  if (open.length > 0) fail(`<${open[open.length - 1]}> is never closed`, text.length);
  if (elements.length === 0) fail('no root element', 0);
  return elements;
}
