import { boundedMemo } from '../memo.js';
import { NAMED_COLOURS } from '../../model/index.js';

/**
 * CSS colour parsing for the cascade: hex (3, 4, 6, 8 digits), rgb()/rgba(), hsl()/hsla()
 * (comma or space syntax, optional `/ alpha`), the named colours, `transparent` and `none`.
 * Only parsed colours ever reach the SVG, written back in one canonical form, so a colour
 * string can never carry markup into the output.
 */

/** A colour: r, g, b from 0 to 255 (integers), alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: ReadonlyMap<string, string> = new Map(
  NAMED_COLOURS.trim().split(/\s+/).map((pair) => pair.split(':') as [string, string]),
);

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
const channel = (value: number): number => Math.round(clamp(value, 0, 255));
const alpha = (value: number): number => Math.round(clamp(value, 0, 1) * 1000) / 1000;

function fromHex(hex: string): Rgba | null {
  if (!/^[0-9a-f]+$/.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
  const byte = (i: number): number => parseInt(full.slice(i * 2, i * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? alpha(byte(3) / 255) : 1 };
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/;

/** A number, or a percentage of `percentOf`; null when the token is neither. */
function scalar(token: string, percentOf: number): number | null {
  if (token.endsWith('%')) {
    const body = token.slice(0, -1);
    return NUMBER.test(body) ? (Number(body) / 100) * percentOf : null;
  }
  return NUMBER.test(token) ? Number(token) : null;
}

function hue(token: string): number | null {
  const match = /^(.*?)(deg|grad|rad|turn)?$/.exec(token);
  const body = match?.[1] ?? '';
  if (!NUMBER.test(body)) return null;
  const value = Number(body);
  const unit = match?.[2] ?? 'deg';
  const degrees = unit === 'grad' ? value * 0.9 : unit === 'rad' ? (value * 180) / Math.PI : unit === 'turn' ? value * 360 : value;
  return ((degrees % 360) + 360) % 360;
}

/** The arguments of `name(...)`: three values and an optional alpha, comma or space separated. */
function functionArguments(text: string): { values: string[]; alpha?: string } | null {
  const match = /^[a-z]+\((.*)\)$/.exec(text);
  if (match === null) return null;
  const body = (match[1] ?? '').trim();
  const [main = '', slashAlpha, extra] = body.split('/').map((part) => part.trim());
  if (extra !== undefined) return null;
  const values = main.includes(',') ? main.split(',').map((part) => part.trim()) : main.split(/\s+/);
  if (slashAlpha !== undefined) {
    if (main.includes(',') || values.length !== 3) return null;
    return { values, alpha: slashAlpha };
  }
  if (values.length === 4) return { values: values.slice(0, 3), alpha: values[3] };
  return values.length === 3 ? { values } : null;
}

function alphaOf(token: string | undefined): number | null {
  if (token === undefined) return 1;
  const value = scalar(token, 1);
  return value === null ? null : alpha(value);
}

function fromRgb(text: string): Rgba | null {
  const args = functionArguments(text);
  if (args === null) return null;
  const [r, g, b] = args.values.map((token) => scalar(token, 255));
  const a = alphaOf(args.alpha);
  if (r === null || g === null || b === null || r === undefined || g === undefined || b === undefined || a === null) return null;
  return { r: channel(r), g: channel(g), b: channel(b), a };
}

function fromHsl(text: string): Rgba | null {
  const args = functionArguments(text);
  if (args === null) return null;
  const h = hue(args.values[0] ?? '');
  const s = scalar(args.values[1] ?? '', 1);
  const l = scalar(args.values[2] ?? '', 1);
  const a = alphaOf(args.alpha);
  if (h === null || s === null || l === null || a === null) return null;
  // Percentages are required by CSS; a bare number is read as a percentage, as browsers do in the space syntax.
  const sat = clamp(args.values[1]?.endsWith('%') ? s : s / 100, 0, 1);
  const light = clamp(args.values[2]?.endsWith('%') ? l : l / 100, 0, 1);
  const k = (n: number): number => (n + h / 30) % 12;
  const amount = sat * Math.min(light, 1 - light);
  const f = (n: number): number => light - amount * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: channel(f(0) * 255), g: channel(f(8) * 255), b: channel(f(4) * 255), a };
}

// The cascade and the paint writer ask for the same few colour strings for every element;
// parsing them once each (results frozen, since callers share them) takes colour parsing
// off the profile of a large drawing.
const COLOURS_KEPT = 512;
const parsedColours = boundedMemo(COLOURS_KEPT, (input: string): Rgba | null => {
  const parsed = parse(input);
  return parsed === null ? null : Object.freeze(parsed);
});
const canonicalColours = boundedMemo(COLOURS_KEPT, (input: string): string | null => {
  const parsed = parsedColours(input);
  return parsed === null ? null : formatColour(parsed);
});

/** Parses a CSS colour; null when it is not one we understand (the cascade then moves on). The result is shared: do not mutate it. */
export function parseColour(input: string): Readonly<Rgba> | null {
  return parsedColours(input);
}

function parse(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (text === 'transparent' || text === 'none') return { r: 0, g: 0, b: 0, a: 0 };
  if (text.startsWith('#')) return fromHex(text.slice(1));
  if (text.startsWith('rgb(') || text.startsWith('rgba(')) return fromRgb(text);
  if (text.startsWith('hsl(') || text.startsWith('hsla(')) return fromHsl(text);
  const named = NAMED.get(text);
  return named === undefined ? null : fromHex(named);
}

const hex2 = (value: number): string => value.toString(16).padStart(2, '0');

/** The canonical form written to SVG: `none`, `#rrggbb`, or `rgba(r,g,b,a)` when translucent. */
export function formatColour(colour: Rgba): string {
  if (colour.a === 0) return 'none';
  if (colour.a === 1) return `#${hex2(colour.r)}${hex2(colour.g)}${hex2(colour.b)}`;
  return `rgba(${colour.r},${colour.g},${colour.b},${colour.a})`;
}

/** A colour string in canonical form, or null when it does not parse. */
export function canonicalColour(input: string | undefined): string | null {
  return input === undefined ? null : canonicalColours(input);
}

/** `top` drawn over `bottom` (source-over), as an opaque colour when `bottom` is opaque. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number): number => channel((t * top.a + b * bottom.a * (1 - top.a)) / a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: alpha(a) };
}
