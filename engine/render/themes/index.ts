import type { Theme, ThemeName } from '../types.js';
import { BLUEPRINT } from './blueprint.js';
import { CLEAN } from './clean.js';
import { DARK } from './dark.js';
import { SKETCH } from './sketch.js';

/** Every theme by name (rendering rules: the themes table). */
export const THEMES: Readonly<Record<ThemeName, Theme>> = { clean: CLEAN, dark: DARK, blueprint: BLUEPRINT, sketch: SKETCH };

export const THEME_NAMES: readonly ThemeName[] = ['clean', 'dark', 'blueprint', 'sketch'];

export { BLUEPRINT, CLEAN, DARK, SKETCH };
