import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parseJsonText } from '../../engine/index.js';
import { Colour } from '../../schema/index.js';
import { InputOutputError } from '../errors.js';
import { LocatedError } from './located-error.js';
import { NO_CONFIG, readMermaidConfig, type MermaidCliConfig } from './config.js';
import type { MmdcDrawSettings } from './draw.js';
import { mmdcUsageError, type MmdcRequest } from './options.js';
import type { OutputPlan } from './outputs.js';
import { dspTheme } from './themes.js';

/** The config file (-c) read: an unreadable or malformed one is an error at its line and column, as mmdc stops on it too. */
function readConfigFile(file: string | undefined): MermaidCliConfig {
  if (file === undefined) return NO_CONFIG;
  if (!existsSync(file)) throw new InputOutputError(`Configuration file "${file}" doesn't exist`);
  const read = parseJsonText(readFileSync(file, 'utf8'));
  if (!('value' in read)) throw new LocatedError(file, read.error.line, read.error.column, `the config is not valid JSON (${read.error.message})`);
  return readMermaidConfig(read.value);
}

/**
 * The drawing settings of a run from its flags and config file, and the warnings about
 * what is not used (once per run, however many diagrams a Markdown file holds).
 */
export function drawSettingsOf(request: MmdcRequest, plan: OutputPlan): { settings: MmdcDrawSettings; warnings: string[] } {
  const config = readConfigFile(request.configFile);
  const warnings: string[] = [];
  if (config.ignored.length > 0) warnings.push(`${request.configFile}: ignored (DSP draws these its own way): ${config.ignored.join(', ')}`);
  // mmdc assigns the file's keys over {theme: -t}: the file's theme wins.
  const name = config.theme ?? request.theme;
  let theme = dspTheme(name, config.darkMode);
  if (theme === undefined) {
    warnings.push(`the theme "${name}" is not one of Mermaid's: drawn with clean`);
    theme = { theme: 'clean' };
  }
  if (theme.note !== undefined) warnings.push(theme.note);
  const background = request.backgroundColor;
  if (background !== undefined && background !== 'transparent' && !v.is(Colour, background)) {
    throw mmdcUsageError(`--backgroundColor must be transparent or a CSS colour (white, '#F0F0F0', rgb(240 240 240)), not ${JSON.stringify(background)}`);
  }
  const settings: MmdcDrawSettings = {
    format: plan.format,
    theme: theme.theme,
    width: request.width,
    scale: request.scale,
    config,
    ...(background === undefined ? {} : { background }),
    ...(request.svgId === undefined ? {} : { svgId: request.svgId }),
  };
  return { settings, warnings };
}
