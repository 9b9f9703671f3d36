import { element, textElement } from './writer.js';

/**
 * A light drawing and a dark drawing of the same layout in one SVG, switched by the
 * reader's colour scheme: a `@media (prefers-color-scheme: dark)` rule inside the SVG shows
 * one group and hides the other, so a single file (an <img> included, which follows the
 * page's scheme) shows the reader's mode. The light group is shown by default, so a viewer
 * without media queries (resvg: its PNG) draws the light one. The class names carry the
 * drawing's id prefix, so two pairs inlined on one page keep their own rules.
 */
export function colorSchemePair(prefix: string, light: string, dark: string): { style: string; body: string } {
  const lightClass = `${prefix}light`;
  const darkClass = `${prefix}dark`;
  return {
    style: textElement('style', {}, `.${darkClass}{display:none}@media (prefers-color-scheme:dark){.${lightClass}{display:none}.${darkClass}{display:inline}}`),
    body: element('g', { class: lightClass }, light) + element('g', { class: darkClass }, dark),
  };
}
