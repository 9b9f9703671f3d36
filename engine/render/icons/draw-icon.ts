import type { NodeValue } from '../../../schema/index.js';
import type { ComputedNode } from '../../model/index.js';
import { splitColour } from '../svg/paint.js';
import { idScheme } from '../svg/ids.js';
import { element } from '../svg/writer.js';
import type { Defs, IconDrawer, RenderContext } from '../types.js';
import { iconReplacesOutline } from './outline-rule.js';
import { iconPlacement } from './placement.js';
import { resolveIcon, type ResolvedIcon } from './registry.js';

// lucide's drawing attributes (its files set them on the outer <svg>, which is not kept).
const LUCIDE_STROKE = { fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

/**
 * The icon's body, defined once per drawing as a <symbol> with its own viewBox, so every
 * node that shows it is one small <use> (resvg draws symbols placed this way, and a
 * general icon's currentColor follows the `color` of the <use>).
 */
export function iconSymbol(icon: ResolvedIcon, defs: Defs): string {
  return defs.add(`icon-${icon.family}-${icon.id}`, (id) => {
    // The bodies' own ids (gradients) are written under the unscoped symbol id: follow the drawing's scheme.
    const unscoped = idScheme().definition(`icon-${icon.family}-${icon.id}`);
    const own = id === unscoped ? icon.body : icon.body.replaceAll(`${unscoped}.`, `${id}.`);
    const body = icon.takesTextColour ? element('g', LUCIDE_STROKE, own) : own;
    return element('symbol', { id, viewBox: icon.viewBox }, body);
  });
}

/**
 * Draws a node's icon: general icons in the node's text colour, cloud icons in their own
 * colours, in computed.icon.box or, without one, where iconPlacement puts it. Unknown keys
 * and URL icons draw nothing (URLs are never fetched; see resolveIcon).
 */
export const drawIcon: IconDrawer = (node: NodeValue, computed: ComputedNode, context: RenderContext): string => {
  if (node.icon === undefined) return '';
  const icon = resolveIcon(node.icon);
  if (icon === null) return '';
  const box = iconPlacement(node, computed, iconReplacesOutline(node, context.scene));
  if (box.width <= 0 || box.height <= 0) return '';
  const href = `#${iconSymbol(icon, context.defs)}`;
  const colour = icon.takesTextColour ? splitColour(context.style(node.id).textColor) : null;
  if (colour?.paint === 'none') return '';
  return element('use', {
    href,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
    color: colour?.paint,
    opacity: colour !== null && colour.opacity < 1 ? colour.opacity : null,
  });
};
