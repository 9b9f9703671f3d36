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
  background: string;
  defs: string;
  body: string;
}

/** The <svg> root: size and viewBox from the canvas, accessible name and description, defs, the background, the drawing. */
export function svgDocument(parts: DocumentParts): string {
  const { x, y, width, height } = parts.canvas;
  const background = parts.background === 'none' ? '' : element('rect', { x, y, width, height, ...fillAttributes(parts.background) });
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: nums([x, y, width, height]),
      role: 'img',
      'aria-label': parts.title,
    },
    textElement('title', {}, parts.title),
    parts.description === undefined ? '' : textElement('desc', {}, parts.description),
    parts.defs === '' ? '' : element('defs', {}, parts.defs),
    background,
    parts.body,
  );
}
