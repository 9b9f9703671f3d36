import { NAMED_COLOURS } from '../../model/index.js';
import type { SeqBox } from './model.js';

/** A colour function at the start of a box line: `rgb(...)`, `rgba(...)`, `hsl(...)`, `hsla(...)`. */
const COLOUR_FUNCTION = /^((?:rgba?|hsla?)\s*\([^)]*\))\s*(.*)$/i;
const FIRST_WORD = /^(#[0-9A-Fa-f]{3,8}|\w+)\s*(.*)$/;

/** The CSS colour names (the same table the renderer reads). */
const COLOUR_NAMES: ReadonlySet<string> = new Set([...NAMED_COLOURS.matchAll(/([a-z]+):/g)].map((found) => found[1] as string).concat('transparent'));

/**
 * `box Purple Alice & John`: Mermaid's rule, the first word is the fill when it is a CSS
 * colour (a name, #hex or a colour function), the rest the title; otherwise all of it is
 * the title. DSP draws the box as a generic frame around its participants' lifelines.
 */
export function readBox(text: string, line: number): SeqBox {
  const box: SeqBox = { line, members: [] };
  const trimmed = text.trim();
  const colourFunction = COLOUR_FUNCTION.exec(trimmed);
  const word = colourFunction === null ? FIRST_WORD.exec(trimmed) : null;
  const colour = colourFunction?.[1] ?? (word !== null && (COLOUR_NAMES.has((word[1] ?? '').toLowerCase()) || word[1]?.startsWith('#')) ? word[1] : undefined);
  const title = colour === undefined ? trimmed : (colourFunction?.[2] ?? word?.[2] ?? '').trim();
  if (colour !== undefined && colour.toLowerCase() !== 'transparent') box.fill = colour;
  if (title !== '') box.title = title;
  return box;
}
