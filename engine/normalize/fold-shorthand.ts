import { SHORTHAND_KEYS } from '../../schema/index.js';
import { isPlainObject } from '../model/index.js';

const LAID_KINDS = new Set(['node', 'frame', 'text', 'image']);

export interface ShorthandDefaults {
  width: number;
  height: number;
}

/**
 * x/y/width/height are shorthand for an absolute layout. They are folded into `layout`
 * so that stored documents have one way of saying where an element is. A missing x or y
 * is 0 (not yet placed); a missing size is the layoutStrategy's node size.
 * Mutates the (already copied) raw element.
 */
export function foldShorthand(element: Record<string, unknown>, defaults: ShorthandDefaults): void {
  if (!LAID_KINDS.has(element.kind as string) || isPlainObject(element.layout)) return;
  if (!SHORTHAND_KEYS.some((key) => element[key] !== undefined)) return;
  element.layout = {
    mode: 'absolute',
    x: element.x ?? 0,
    y: element.y ?? 0,
    width: element.width ?? defaults.width,
    height: element.height ?? defaults.height,
  };
  for (const key of SHORTHAND_KEYS) delete element[key];
}
