import { boundedMemo } from '../memo.js';
import { escapeAttribute, escapeText } from './escape.js';
import { num } from './num.js';
import { recordAttribute, recordLength, recordsTag, recordTag, recordWritten } from './piece-record.js';

/**
 * The one writer of SVG markup: every element and attribute of the output is built here,
 * so escaping and number formatting cannot be forgotten. It also refuses what must never
 * appear whatever the input: elements outside the drawing vocabulary, event attributes,
 * and links other than in-document (#id) or embedded (data:image/...) ones.
 */

export type AttributeValue = string | number | null | undefined | false;
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** The SVG elements the renderer may write; anything else is a programming error. */
export const SVG_ELEMENTS: ReadonlySet<string> = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'image', 'use', 'symbol', 'clipPath', 'mask', 'pattern', 'linearGradient', 'radialGradient', 'stop', 'style',
]);

const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
const SAFE_LINK = /^(#[A-Za-z0-9_.-]+|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]*={0,2})$/;

/** Whether an attribute name may be written at all, and whether its value is a link to check. */
type NameRule = 'plain' | 'link';

// Attribute names come from the drawing code (a few dozen), and a drawing writes tens of
// thousands of attributes: each name's verdict is worked out once. A refused name throws
// every time, since a throw is not remembered.
const nameRules = boundedMemo(256, (name: string): NameRule => {
  if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) throw new Error(`refusing to write the SVG attribute ${JSON.stringify(name)}`);
  return /(^|:)href$/i.test(name) ? 'link' : 'plain';
});

function checkLink(value: string): void {
  if (!SAFE_LINK.test(value)) throw new Error('refusing to write a link that is neither #id nor embedded image data');
}

/** ` name="value"` pairs in the given order; null, undefined and false are left out, numbers go through num(). */
export function attributes(attrs: Attributes): string {
  return writeAttributes(attrs, false);
}

/** attributes(), each pair also passed to the piece record when `record` (piece-record.ts). */
function writeAttributes(attrs: Attributes, record: boolean): string {
  let out = '';
  // for...in, not Object.keys or Object.entries: this runs for every element written, and
  // the key arrays and [name, value] pairs were a good share of the drawing's garbage.
  // Attribute objects are plain literals, so for...in sees exactly their own keys in order.
  for (const name in attrs) {
    const value = attrs[name];
    if (value === null || value === undefined || value === false) continue;
    const rule = nameRules(name);
    if (typeof value === 'number') {
      // num() writes only digits, '-' and '.', which need no escaping.
      const text = num(value);
      if (rule === 'link') checkLink(text);
      if (record) recordAttribute(name, text);
      out += ' ' + name + '="' + text + '"';
      continue;
    }
    if (rule === 'link') checkLink(value);
    const escaped = escapeAttribute(value);
    if (record) recordAttribute(name, escaped);
    out += ' ' + name + '="' + escaped + '"';
  }
  return out;
}

/** `<name` and its pairs (then `written`, pairs attributes() wrote earlier), recorded for the piece being drawn. */
function openTag(name: string, attrs: Attributes, written?: string): string {
  if (!SVG_ELEMENTS.has(name)) throw new Error(`refusing to write the element <${name}>`);
  if (!recordsTag(name)) return written === undefined ? '<' + name + writeAttributes(attrs, false) : '<' + name + writeAttributes(attrs, false) + written;
  const open = '<' + name + writeAttributes(attrs, true);
  if (written === undefined) {
    recordTag();
    return open;
  }
  recordWritten(written);
  recordTag();
  return open + written;
}

/** The children joined; most elements have none or one, which need no join. */
function joined(children: readonly string[]): string {
  if (children.length === 0) return '';
  return children.length === 1 ? children[0]! : children.join('');
}

/** `markup`, its own characters (its children's were counted as they were written) counted for the piece record. */
function counted(markup: string, inner: string): string {
  recordLength(markup.length - inner.length);
  return markup;
}

/** An element whose children are markup built by this writer; self-closing when there are none. */
export function element(name: string, attrs: Attributes, ...children: string[]): string {
  const inner = joined(children);
  return counted(inner === '' ? openTag(name, attrs) + '/>' : openTag(name, attrs) + '>' + inner + '</' + name + '>', inner);
}

/** An element holding plain text, escaped. */
export function textElement(name: string, attrs: Attributes, text: string): string {
  return counted(openTag(name, attrs) + '>' + escapeText(text) + '</' + name + '>', '');
}

/**
 * element() and textElement() with attributes already written by attributes() after the
 * given ones: a text painter writes the same font and paint on hundreds of runs, and
 * writes them once (the written pairs were checked and escaped when written).
 */
export function elementAfter(name: string, attrs: Attributes, written: string, ...children: string[]): string {
  const inner = joined(children);
  const open = openTag(name, attrs, written);
  return counted(inner === '' ? open + '/>' : open + '>' + inner + '</' + name + '>', inner);
}

export function textElementAfter(name: string, attrs: Attributes, written: string, text: string): string {
  return counted(openTag(name, attrs, written) + '>' + escapeText(text) + '</' + name + '>', '');
}

/** A group, or the bare children when the group would carry no attribute. */
export function group(attrs: Attributes, ...children: string[]): string {
  const inner = joined(children);
  if (inner === '') return '';
  const recorded = recordsTag('g');
  const written = writeAttributes(attrs, recorded);
  if (written === '') return inner;
  if (recorded) recordTag();
  return counted('<g' + written + '>' + inner + '</g>', inner);
}
