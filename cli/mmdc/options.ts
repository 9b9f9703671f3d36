import { parseArgs } from 'node:util';
import { THEME_NAMES } from '../../engine/index.js';
import { helpText, type CommandSpec, type OptionSpec } from '../args.js';
import { UsageError } from '../errors.js';
import { MERMAID_THEMES } from './themes.js';

/**
 * One option of mermaid-cli's `mmdc`, under mmdc's own long name (camelCase) and letter.
 * `ignored` says why a flag that only makes sense with a browser is accepted and not used:
 * a CI script that passes it keeps working, with that one line on stderr.
 */
type MmdcOptionSpec = OptionSpec & { ignored?: string; variadic?: boolean };

/** The table that drives both the parsing and `dsp-mmdc --help` (the cli/args.ts pattern). */
export const MMDC_OPTIONS: Record<string, MmdcOptionSpec> = {
  input: { type: 'string', short: 'i', value: 'FILE', help: 'the Mermaid file, or a Markdown file (.md, .markdown) whose mermaid blocks are all drawn; "-" for standard input' },
  output: { type: 'string', short: 'o', value: 'FILE', help: 'the picture (.svg, .png) or, for a Markdown input, the rewritten Markdown (.md); "-" for standard output. Default: the input\'s name + .svg' },
  outputFormat: { type: 'string', short: 'e', value: 'svg|png', help: 'the picture format when it is not the output\'s extension (pdf is refused)' },
  theme: { type: 'string', short: 't', value: 'THEME', help: `${MERMAID_THEMES.join(', ')} (Mermaid's, drawn with DSP's nearest: dark → dark, the others → clean) or DSP's own ${THEME_NAMES.join(', ')}; default: default` },
  backgroundColor: { type: 'string', short: 'b', value: 'COLOUR', help: 'transparent, or a CSS colour (red, \'#F0F0F0\'). Default: the theme\'s canvas (white for default)' },
  width: { type: 'string', short: 'w', value: 'PX', help: 'the page width: a PNG wider than this is scaled down to fit, as in mmdc\'s page (default 800)' },
  height: { type: 'string', short: 'H', value: 'PX', help: 'the page height; checked, and like mmdc never cuts the picture (default 600)' },
  scale: { type: 'string', short: 's', value: 'N', help: 'PNG pixels per px (default 1)' },
  configFile: { type: 'string', short: 'c', value: 'FILE', help: 'a Mermaid config JSON: theme, themeVariables.darkMode, flowchart.wrappingWidth/curve/diagramPadding, sequence.mirrorActors... are used; the rest is named on stderr as ignored' },
  artefacts: { type: 'string', short: 'a', value: 'DIR', help: 'Markdown input only: write the pictures here (default: beside the output)' },
  svgId: { type: 'string', short: 'I', value: 'ID', help: 'the id attribute of the root <svg>' },
  quiet: { type: 'boolean', short: 'q', help: 'print errors only' },
  version: { type: 'boolean', short: 'V', help: 'print the version' },
  cssFile: { type: 'string', short: 'C', value: 'FILE', help: 'accepted and ignored: Mermaid\'s CSS names classes DSP\'s SVG does not have', ignored: 'Mermaid\'s CSS targets class names DSP\'s SVG does not have' },
  puppeteerConfigFile: { type: 'string', short: 'p', value: 'FILE', help: 'accepted and ignored: no browser is started', ignored: 'no browser is started' },
  pdfFit: { type: 'boolean', short: 'f', help: 'accepted and ignored: PDF is not drawn', ignored: 'PDF is not drawn' },
  jobs: { type: 'string', short: 'j', value: 'N', help: 'accepted and ignored: the diagrams are drawn one after another in this process', ignored: 'the diagrams are drawn in this process' },
  iconPacks: { type: 'string', value: 'PACK...', help: 'accepted and ignored: Iconify packs are not downloaded', ignored: 'Iconify packs are not downloaded', variadic: true },
  iconPacksNamesAndUrls: { type: 'string', value: 'PREFIX#URL...', help: 'accepted and ignored: Iconify packs are not downloaded', ignored: 'Iconify packs are not downloaded', variadic: true },
};

export const MMDC_SPEC: CommandSpec = {
  synopsis: 'dsp-mmdc -i <input> [-o <output>] [options]',
  description: [
    'mermaid-cli\'s command line, drawn by DSP without a browser: the same flags as mmdc, so a script',
    'switches by replacing "mmdc" with "dsp-mmdc". A Markdown input has each mermaid block drawn',
    'into <output>-<n>.svg (or .png) and, when the output is .md, rewritten as an image link.',
  ].join('\n'),
  options: MMDC_OPTIONS,
  positionals: { min: 0, max: 0 },
  notes: [
    'Problems are printed as file:line:col: CODE message, the line counted in the file given to -i (the Markdown file too).',
    'Exit status, as mmdc: 0 drawn, 1 anything went wrong (a diagram refused, a bad flag, a file not read or written).',
  ],
};

/** What a command line asks for, checked the way mmdc checks it (before anything is read). */
export interface MmdcRequest {
  /** undefined: standard input, with mmdc's warning; "-": standard input without it. */
  input?: string;
  output?: string;
  outputFormat?: string;
  theme: string;
  backgroundColor?: string;
  width: number;
  height: number;
  scale: number;
  configFile?: string;
  artefacts?: string;
  svgId?: string;
  quiet: boolean;
  /** One line per flag accepted without effect (`-p`, `-C`...). */
  ignoredFlags: string[];
}

export type MmdcArgs = { kind: 'help' } | { kind: 'version' } | { kind: 'draw'; request: MmdcRequest };

/** A usage error in mmdc's terms, pointing at --help. */
export function mmdcUsageError(problem: string): UsageError {
  return new UsageError(`${problem}\nUsage: ${MMDC_SPEC.synopsis}\nRun "dsp-mmdc --help" for the options.`);
}

/** mmdc's --iconPacks takes every following word up to the next flag; parseArgs takes one value, so they are joined first. */
function joinVariadic(argv: readonly string[]): string[] {
  const variadic = new Set(Object.entries(MMDC_OPTIONS).filter(([, spec]) => spec.variadic).map(([name]) => `--${name}`));
  const out: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    out.push(arg);
    if (!variadic.has(arg)) continue;
    const values: string[] = [];
    while (index + 1 < argv.length && !argv[index + 1]!.startsWith('-')) values.push(argv[++index]!);
    out.push(values.join(' '));
  }
  return out;
}

/** A whole number of at least 1 (mmdc's -w, -H): "800px" is not one. */
function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw mmdcUsageError(`--${name} must be a whole number of px from 1, not ${JSON.stringify(text)}`);
  return value;
}

function positiveNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) throw mmdcUsageError(`--${name} must be a number above 0, not ${JSON.stringify(text)}`);
  return value;
}

/** Reads mmdc's command line; throws UsageError (exit 1) for an unknown flag, a missing value or a value out of range. */
export function parseMmdcArgs(argv: readonly string[]): MmdcArgs {
  const options = { ...MMDC_OPTIONS, help: { type: 'boolean' as const, short: 'h' } };
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: joinVariadic(argv), options, allowPositionals: true, strict: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw mmdcUsageError((error as Error).message);
    throw error;
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  if (values.help === true) return { kind: 'help' };
  if (values.version === true) return { kind: 'version' };
  if (parsed.positionals.length > 0) throw mmdcUsageError(`dsp-mmdc takes no bare arguments (${parsed.positionals.join(' ')}): give the input with -i FILE`);
  const text = (name: string): string | undefined => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const theme = text('theme') ?? 'default';
  const themes = [...new Set<string>([...MERMAID_THEMES, ...THEME_NAMES])];
  if (!themes.includes(theme)) throw mmdcUsageError(`--theme must be one of ${themes.join(', ')}, not ${JSON.stringify(theme)}`);
  const format = text('outputFormat');
  if (format !== undefined && !['svg', 'png', 'pdf'].includes(format)) throw mmdcUsageError(`--outputFormat must be svg or png, not ${JSON.stringify(format)}`);
  const ignoredFlags = Object.entries(MMDC_OPTIONS)
    .filter(([name, spec]) => spec.ignored !== undefined && values[name] !== undefined)
    .map(([name, spec]) => `${spec.short === undefined ? '' : `-${spec.short}/`}--${name} is ignored: ${spec.ignored}`);
  const request: MmdcRequest = {
    theme,
    width: positiveInteger('width', text('width'), 800),
    height: positiveInteger('height', text('height'), 600),
    scale: positiveNumber('scale', text('scale'), 1),
    quiet: values.quiet === true,
    ignoredFlags,
  };
  for (const name of ['input', 'output', 'backgroundColor', 'configFile', 'artefacts', 'svgId'] as const) {
    const value = text(name);
    if (value !== undefined) request[name] = value;
  }
  if (format !== undefined) request.outputFormat = format;
  return { kind: 'draw', request };
}

/** The text `dsp-mmdc --help` prints. */
export const mmdcHelp = (): string => helpText(MMDC_SPEC);
