/**
 * Icons (README.md in this folder): the general family from lucide and three cloud-provider
 * families, embedded as data and drawn once per drawing as symbols.
 */
export { drawIcon, iconSymbol } from './draw-icon.js';
export { iconReplacesOutline } from './outline-rule.js';
export { iconPlacement, CORNER_ICON, FEATURE_ICON } from './placement.js';
export { resolveIcon, iconIds, CLOUD_FAMILIES, type IconFamily, type ResolvedIcon } from './registry.js';
export type { CloudIcon } from './cloud-icon.js';
