import * as v from 'valibot';
import { Colour, FontFamily, type StyleValue } from '../../schema/index.js';

/**
 * Mermaid style lists (`fill:#f9f,stroke:#333,stroke-width:4px`) ↔ DSP style values.
 *
 * | CSS property       | DSP style field | note                                        |
 * |--------------------|-----------------|---------------------------------------------|
 * | fill               | fill            | nodes and frames; `fill:none` on links is the default look and is skipped |
 * | stroke             | stroke          |                                             |
 * | stroke-width       | strokeWidth     | px, pt (x4/3) or em (x16) → px              |
 * | color              | textColor       |                                             |
 * | stroke-dasharray   | dash            | "5 5", "5\,5" or "none" ([])                |
 * | font-size          | fontSize        | px, pt, em → px                             |
 * | font-weight        | fontWeight      | normal, bold, 100-900                       |
 * | font-family        | fontFamily      |                                             |
 * | opacity            | opacity         | 0-1 or a percentage                         |
 * | rx, ry             | cornerRadius    | nodes                                       |
 * Every other property (and any value DSP refuses) is dropped and reported.
 */
export type StyleTarget = 'node' | 'edge';

interface Declaration {
  property: string;
  value: string;
}

/** Splits a style list on commas not escaped as "\,"; a piece without ":" continues the previous value. */
function declarations(text: string): Declaration[] {
  const out: Declaration[] = [];
  for (const piece of text.replace(/;+\s*$/, '').split(/(?<!\\),/)) {
    const part = piece.replace(/\\,/g, ',').trim();
    if (part === '') continue;
    const colon = part.indexOf(':');
    const last = out[out.length - 1];
    if (colon < 0) {
      if (last) last.value = `${last.value},${part}`;
      else out.push({ property: part.toLowerCase(), value: '' });
      continue;
    }
    out.push({ property: part.slice(0, colon).trim().toLowerCase(), value: part.slice(colon + 1).replace(/!important\s*$/i, '').trim() });
  }
  return out;
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** A CSS length in px (px, pt, em/rem or unitless), or undefined. */
function pixels(value: string): number | undefined {
  const found = /^(-?\d*\.?\d+)\s*(px|pt|em|rem)?$/i.exec(value.trim());
  if (!found) return undefined;
  const n = Number(found[1]);
  const unit = (found[2] ?? 'px').toLowerCase();
  return round(unit === 'pt' ? (n * 4) / 3 : unit === 'px' ? n : n * 16);
}

const inRange = (n: number | undefined, min: number, max: number): number | undefined =>
  n !== undefined && Number.isFinite(n) && n >= min && n <= max ? n : undefined;

function colour(value: string): string | undefined {
  const trimmed = value.trim();
  return v.is(Colour, trimmed) ? trimmed : undefined;
}

function dash(value: string): number[] | undefined {
  if (/^none$/i.test(value.trim())) return [];
  const parts = value.trim().split(/[\s,]+/).map((part) => pixels(part));
  if (parts.length === 0 || parts.length > 16 || parts.some((n) => inRange(n, 0, 1000) === undefined)) return undefined;
  return parts as number[];
}

function fontWeight(value: string): StyleValue['fontWeight'] {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'bold' || trimmed === 'normal') return trimmed;
  const n = Number(trimmed);
  return Number.isInteger(n) && n >= 100 && n <= 900 && n % 100 === 0 ? n : undefined;
}

function opacity(value: string): number | undefined {
  const trimmed = value.trim();
  const n = trimmed.endsWith('%') ? Number(trimmed.slice(0, -1)) / 100 : Number(trimmed);
  return inRange(trimmed === '' ? undefined : n, 0, 1);
}

/** Reads one declaration into the style; false when DSP cannot keep it. */
function apply(style: StyleValue, { property, value }: Declaration, target: StyleTarget): boolean {
  switch (property) {
    case 'fill': {
      if (target === 'edge') return /^none$/i.test(value.trim());
      const c = colour(value);
      if (c !== undefined) style.fill = c;
      return c !== undefined;
    }
    case 'stroke': { const c = colour(value); if (c !== undefined) style.stroke = c; return c !== undefined; }
    case 'color': { const c = colour(value); if (c !== undefined) style.textColor = c; return c !== undefined; }
    case 'stroke-width': { const n = inRange(pixels(value), 0, 100); if (n !== undefined) style.strokeWidth = n; return n !== undefined; }
    case 'font-size': { const n = inRange(pixels(value), 1, 400); if (n !== undefined) style.fontSize = n; return n !== undefined; }
    case 'stroke-dasharray': { const d = dash(value); if (d !== undefined) style.dash = d; return d !== undefined; }
    case 'font-weight': { const w = fontWeight(value); if (w !== undefined) style.fontWeight = w; return w !== undefined; }
    case 'opacity': { const n = opacity(value); if (n !== undefined) style.opacity = n; return n !== undefined; }
    case 'font-family': {
      const family = value.replace(/["']/g, '').trim();
      if (v.is(FontFamily, family)) style.fontFamily = family;
      return v.is(FontFamily, family);
    }
    case 'rx':
    case 'ry': {
      const n = target === 'node' ? inRange(pixels(value), 0, 100_000) : undefined;
      if (n !== undefined) style.cornerRadius = n;
      return n !== undefined;
    }
    default:
      return false;
  }
}

/** A Mermaid style list as a DSP style, with the declarations it could not keep. */
export function styleFromCss(text: string, target: StyleTarget): { style: StyleValue; dropped: string[] } {
  const style: StyleValue = {};
  const dropped: string[] = [];
  for (const declaration of declarations(text)) {
    if (!apply(style, declaration, target)) dropped.push(`${declaration.property}${declaration.value ? `: ${declaration.value}` : ''}`);
  }
  return { style, dropped };
}

/** A colour Mermaid's style lists can carry (no commas or parentheses), converting rgb() to hex. */
function mermaidColour(value: string): string | undefined {
  if (/^#[0-9A-Fa-f]{3,8}$|^[A-Za-z]+$/.test(value)) return value;
  const rgb = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/i.exec(value);
  if (!rgb) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  if (channels.some((n) => n > 255)) return undefined;
  return `#${channels.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** A DSP style as a Mermaid style list, with the fields Mermaid cannot show. */
export function cssFromStyle(style: StyleValue, target: StyleTarget): { css: string; dropped: string[] } {
  const parts: string[] = [];
  const dropped: string[] = [];
  const colourField = (field: 'fill' | 'stroke' | 'textColor', property: string): void => {
    const value = style[field];
    if (value === undefined) return;
    const written = mermaidColour(value.trim());
    if (written === undefined) dropped.push(field);
    else parts.push(`${property}:${written}`);
  };
  if (target === 'node') colourField('fill', 'fill');
  else if (style.fill !== undefined) dropped.push('fill');
  colourField('stroke', 'stroke');
  if (style.strokeWidth !== undefined) parts.push(`stroke-width:${style.strokeWidth}px`);
  colourField('textColor', 'color');
  if (style.dash !== undefined) parts.push(`stroke-dasharray:${style.dash.length > 0 ? style.dash.join(' ') : 'none'}`);
  if (style.fontSize !== undefined) parts.push(`font-size:${style.fontSize}px`);
  if (style.fontWeight !== undefined) parts.push(`font-weight:${style.fontWeight}`);
  if (style.fontFamily !== undefined) parts.push(`font-family:${style.fontFamily.split(',')[0]?.trim() ?? style.fontFamily}`);
  if (style.opacity !== undefined) parts.push(`opacity:${style.opacity}`);
  if (style.cornerRadius !== undefined) {
    if (target === 'node') parts.push(`rx:${style.cornerRadius}px`, `ry:${style.cornerRadius}px`);
    else dropped.push('cornerRadius');
  }
  for (const field of ['labelBackground', 'accentColor', 'forceLabel'] as const) if (style[field] !== undefined) dropped.push(field);
  return { css: parts.join(','), dropped };
}
