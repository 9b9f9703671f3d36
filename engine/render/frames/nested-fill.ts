import type { SceneDocumentValue } from '../../../schema/index.js';
import { parseColour } from '../style/colour.js';
import type { ResolvedStyle } from '../types.js';
import { enclosingFrames } from './enclosing-frames.js';

/** Rule 9: fully transparent or opaque white counts as the default fill. */
export function isDefaultEquivalentWhite(colour: string): boolean {
  const parsed = parseColour(colour);
  if (parsed === null) return false;
  return parsed.a === 0 || (parsed.a === 1 && parsed.r === 255 && parsed.g === 255 && parsed.b === 255);
}

/**
 * Rule 9, second sentence: the frames whose default-equivalent white fill is dropped
 * (drawn with fill none) because an ancestor frame is coloured, so the colour shows through.
 */
export function framesWithoutFill(scene: SceneDocumentValue, style: (elementId: string) => ResolvedStyle): Set<string> {
  const frameOf = enclosingFrames(scene.elements);
  const result = new Set<string>();
  for (const element of scene.elements) {
    if (element.kind !== 'frame' || !isDefaultEquivalentWhite(style(element.id).fill)) continue;
    const seen = new Set([element.id]);
    for (let ancestor = frameOf.get(element.id); ancestor !== undefined && !seen.has(ancestor); ancestor = frameOf.get(ancestor)) {
      seen.add(ancestor);
      if (!isDefaultEquivalentWhite(style(ancestor).fill)) {
        result.add(element.id);
        break;
      }
    }
  }
  return result;
}
