import { drawIcon } from '../icons/index.js';
import type { IconDrawer } from '../types.js';

/**
 * The hooks the generic node drawing calls, in one place: the family drawers (registered
 * in families/index.ts) and the icon drawer (icons/). The core never names a family.
 */
export { NODE_DRAWERS } from '../families/index.js';

/** Draws a node's icon inside its icon box (rule 9's cloud icons included). */
export const ICON_DRAWER: IconDrawer = drawIcon;
