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

/**
 * Whether an attribute name may be written at all, whether its value is a link to check,
 * and the text before its value: ` name="` for the first pair, `" name="` (closing the
 * value before it) for the others. Written whole, a pair is two string concatenations
 * rather than five: every element of a drawing carries several, and each concatenation
 * is an object to collect and a node the final string is copied from.
 */
interface NameRule {
  readonly link: boolean;
  readonly first: string;
  readonly next: string;
}

// Attribute names come from the drawing code (a few dozen), and a drawing writes tens of
// thousands of attributes: each name's verdict is worked out once. A refused name throws
// every time, since a throw is not remembered.
const nameRules = boundedMemo(256, (name: string): NameRule => {
  if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) throw new Error(`refusing to write the SVG attribute ${JSON.stringify(name)}`);
  return Object.freeze({ link: /(^|:)href$/i.test(name), first: ` ${name}="`, next: `" ${name}="` });
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
    let text: string;
    if (typeof value === 'number') {
      // num() writes only digits, '-' and '.', which need no escaping.
      text = num(value);
      if (rule.link) checkLink(text);
    } else {
      if (rule.link) checkLink(value);
      text = escapeAttribute(value);
    }
    if (record) recordAttribute(name, text);
    out = out === '' ? rule.first + text : out + rule.next + text;
  }
  return out === '' ? out : out + '"';
}

/** An element's `<name` and `</name>`, written once. */
interface Tag {
  readonly open: string;
  readonly close: string;
}

const TAGS: ReadonlyMap<string, Tag> = new Map([...SVG_ELEMENTS].map((name) => [name, { open: `<${name}`, close: `</${name}>` }]));

function tagOf(name: string): Tag {
  const tag = TAGS.get(name);
  if (tag === undefined) throw new Error(`refusing to write the element <${name}>`);
  return tag;
}

/** `<name` and its pairs (then `written`, pairs attributes() wrote earlier), recorded for the piece being drawn. */
function openTag(name: string, tag: Tag, attrs: Attributes, written?: string): string {
  if (!recordsTag(name)) return written === undefined ? tag.open + writeAttributes(attrs, false) : tag.open + writeAttributes(attrs, false) + written;
  const open = tag.open + writeAttributes(attrs, true);
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
  const tag = tagOf(name);
  const inner = joined(children);
  return counted(inner === '' ? openTag(name, tag, attrs) + '/>' : openTag(name, tag, attrs) + '>' + inner + tag.close, inner);
}

/** An element holding plain text, escaped. */
export function textElement(name: string, attrs: Attributes, text: string): string {
  const tag = tagOf(name);
  return counted(openTag(name, tag, attrs) + '>' + escapeText(text) + tag.close, '');
}

/**
 * element() and textElement() with attributes already written by attributes() after the
 * given ones: a text painter writes the same font and paint on hundreds of runs, and
 * writes them once (the written pairs were checked and escaped when written).
 */
export function elementAfter(name: string, attrs: Attributes, written: string, ...children: string[]): string {
  const tag = tagOf(name);
  const inner = joined(children);
  const open = openTag(name, tag, attrs, written);
  return counted(inner === '' ? open + '/>' : open + '>' + inner + tag.close, inner);
}

export function textElementAfter(name: string, attrs: Attributes, written: string, text: string): string {
  const tag = tagOf(name);
  return counted(openTag(name, tag, attrs, written) + '>' + escapeText(text) + tag.close, '');
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
