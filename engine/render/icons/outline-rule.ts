import type { NodeValue, SceneDocumentValue } from '../../../schema/index.js';
import { parseColour } from '../style/colour.js';
import { ownStyle } from '../style/own-style.js';
import { CLOUD_FAMILIES, resolveIcon } from './registry.js';

/**
 * Rule 9: a node with a cloud-provider icon is drawn as the icon alone, without its box,
 * while its own fill (inline or named style) is unset or default-equivalent white: fully
 * transparent, or opaque white. Any other fill restores the box: a colour other than white,
 * the keywords `transparent` or `none` (written on purpose, unlike a transparent colour
 * value), and translucent white, which is kept as the fill. A fill that does not parse
 * counts as unset, as it does in the cascade. The palette and theme fills do not count:
 * they are defaults, not the node's choice.
 */
export function iconReplacesOutline(node: NodeValue, scene: SceneDocumentValue): boolean {
  if (node.icon === undefined) return false;
  const icon = resolveIcon(node.icon);
  if (icon === null || !CLOUD_FAMILIES.has(icon.family)) return false;
  const fill = ownStyle(scene, node).fill;
  if (fill === undefined) return true;
  const keyword = fill.trim().toLowerCase();
  if (keyword === 'transparent' || keyword === 'none') return false;
  const colour = parseColour(fill);
  if (colour === null || colour.a === 0) return true;
  return colour.a === 1 && colour.r === 255 && colour.g === 255 && colour.b === 255;
}
