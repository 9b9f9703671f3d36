import type { Box } from '../../geometry/index.js';
import { nums } from './num.js';
import { fillAttributes } from './paint.js';
import { element, textElement } from './writer.js';

/** What goes around the drawing. */
export interface DocumentParts {
  canvas: Box;
  /** <title> and aria-label. */
  title: string;
  /** <desc>; left out when absent. */
  description?: string;
  /** The canvas colour, or 'none' for no background rectangle. */
  background: string;
  defs: string;
  /** Scale down to the width of its container (max-width:100%, height:auto); width and height stay the intrinsic size. */
  responsive?: boolean;
  body: string;
}

/** The canvas-filling rectangle of a background colour; nothing for 'none'. */
export function backgroundRect(canvas: Box, background: string): string {
  const { x, y, width, height } = canvas;
  return background === 'none' ? '' : element('rect', { x, y, width, height, ...fillAttributes(background) });
}

/** The <svg> root: size and viewBox from the canvas, accessible name and description, defs, the background, the drawing. */
export function svgDocument(parts: DocumentParts): string {
  const { x, y, width, height } = parts.canvas;
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: nums([x, y, width, height]),
      style: parts.responsive === true ? 'max-width:100%;height:auto' : null,
      role: 'img',
      'aria-label': parts.title,
    },
    textElement('title', {}, parts.title),
    parts.description === undefined ? '' : textElement('desc', {}, parts.description),
    parts.defs === '' ? '' : element('defs', {}, parts.defs),
    backgroundRect(parts.canvas, parts.background),
    parts.body,
  );
}
