import type { ElementValue, SceneDocumentValue } from '../../../schema/index.js';
import type { Theme } from '../types.js';
import { firstColour } from './cascade.js';
import { FALLBACK } from './fallback.js';
import { ownStyle } from './own-style.js';

/** Text that sits on the canvas rather than on the element's fill (a label below its shape): textColor → palette.foreground → theme. */
export function canvasTextColour(scene: SceneDocumentValue, element: Pick<ElementValue, 'style'>, theme: Theme): string {
  return firstColour(ownStyle(scene, element).textColor, scene.palette?.foreground, theme.foreground, FALLBACK.textColor);
}
