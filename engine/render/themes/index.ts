import { THEMES as THEME_NAMES } from '../../../schema/index.js';
import type { Theme, ThemeName } from '../types.js';
import { BLUEPRINT } from './blueprint.js';
import { CLEAN } from './clean.js';
import { DARK } from './dark.js';
import { SKETCH } from './sketch.js';

/** Every theme by name (rendering rules: the themes table). */
export const THEMES: Readonly<Record<ThemeName, Theme>> = { clean: CLEAN, dark: DARK, blueprint: BLUEPRINT, sketch: SKETCH };

/** The theme names, in the spec's order: the API schema's list (schema/api.ts), the one place they are written. */
export { THEME_NAMES };

export { BLUEPRINT, CLEAN, DARK, SKETCH };
