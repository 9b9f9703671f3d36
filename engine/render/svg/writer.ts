import { escapeAttribute, escapeText } from './escape.js';
import { num } from './num.js';

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

function checkAttribute(name: string, value: string): void {
  if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) throw new Error(`refusing to write the SVG attribute ${JSON.stringify(name)}`);
  if (/(^|:)href$/i.test(name) && !SAFE_LINK.test(value)) throw new Error('refusing to write a link that is neither #id nor embedded image data');
}

/** ` name="value"` pairs in the given order; null, undefined and false are left out, numbers go through num(). */
export function attributes(attrs: Attributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    const text = typeof value === 'number' ? num(value) : value;
    checkAttribute(name, text);
    out += ` ${name}="${escapeAttribute(text)}"`;
  }
  return out;
}

function openTag(name: string, attrs: Attributes): string {
  if (!SVG_ELEMENTS.has(name)) throw new Error(`refusing to write the element <${name}>`);
  return `<${name}${attributes(attrs)}`;
}

/** An element whose children are markup built by this writer; self-closing when there are none. */
export function element(name: string, attrs: Attributes, ...children: string[]): string {
  const inner = children.join('');
  return inner === '' ? `${openTag(name, attrs)}/>` : `${openTag(name, attrs)}>${inner}</${name}>`;
}

/** An element holding plain text, escaped. */
export function textElement(name: string, attrs: Attributes, text: string): string {
  return `${openTag(name, attrs)}>${escapeText(text)}</${name}>`;
}

/** A group, or the bare children when the group would carry no attribute. */
export function group(attrs: Attributes, ...children: string[]): string {
  const inner = children.join('');
  if (inner === '') return '';
  return attributes(attrs) === '' ? inner : element('g', attrs, inner);
}
