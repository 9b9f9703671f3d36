import { extname } from 'node:path';
import { checkRenderOptions, THEME_NAMES } from '../../engine/index.js';
import { IMAGE_FORMATS, type ImageFormatName } from '../../schema/index.js';
import { parseCommandArgs, usageError, type CommandSpec, type OptionSpec, type ParsedArgs } from '../args.js';
import { exitCodeOf, runBatch, type BatchSummary, type Job } from '../render/batch.js';
import { RenderCache } from '../render/cache.js';
import type { DrawOptions } from '../render/draw.js';
import { expandInputs } from '../render/inputs.js';
import { planJobs } from '../render/jobs.js';
import { watchInputs } from '../render/watch.js';
import { InputOutputError, UsageError } from '../errors.js';
import { packageVersion } from '../../fonts/package-version.js';

/** An option of dsp render; `engine` ones go to the engine's render() under their camelCase name (--dark-theme → darkTheme). */
type RenderOptionSpec = OptionSpec & { engine?: 'text' | 'number' };

const OPTIONS: Record<string, RenderOptionSpec> = {
  output: { type: 'string', short: 'o', value: 'FILE', help: 'the picture, .svg or .png ("-": standard output); one input only. Default: the input\'s name with the format\'s extension, beside it' },
  'out-dir': { type: 'string', value: 'DIR', help: 'write the pictures here, keeping the inputs\' subfolders; unchanged inputs are skipped (DIR/.dsp-cache.json)' },
  format: { type: 'string', value: IMAGE_FORMATS.join('|'), help: 'the picture format when no -o FILE names it (default svg)' },
  theme: { type: 'string', value: THEME_NAMES.join('|'), help: 'the theme (default clean, or dark for a dark canvas)', engine: 'text' },
  'dark-theme': { type: 'string', value: THEME_NAMES.join('|'), help: 'also draw this theme in the same SVG, shown when the reader\'s system is in dark mode (prefers-color-scheme); a PNG is the light one', engine: 'text' },
  background: { type: 'string', value: 'transparent', help: 'no background: the page shows through (a PNG keeps its alpha)', engine: 'text' },
  pad: { type: 'string', value: 'PX', help: 'space around the drawing, 0 to 1000 px (default: the canvas as laid out)', engine: 'number' },
  scale: { type: 'string', value: 'N', help: 'PNG pixels per SVG px (default 1, lowered to stay within 16 megapixels; up to 100 megapixels and 32,000 px a side)', engine: 'number' },
  force: { type: 'boolean', help: 'draw every input, even those whose picture is up to date' },
  watch: { type: 'boolean', help: 'draw again whenever an input changes, until interrupted' },
  json: { type: 'boolean', help: 'one JSON line per input ({input, output, status, diagnostics}) on stdout instead of lines for people' },
};

const SPEC: CommandSpec = {
  synopsis: 'dsp render <input>... [-o FILE | --out-dir DIR] [options]',
  description: [
    'Draws DSP scene documents (.json) and Mermaid text (.mmd, .mermaid) as SVG or PNG. An input is a file,',
    '"-" for standard input, a folder (its .mmd and .mermaid files, subfolders included) or a quoted glob',
    "pattern ('docs/**/*.mmd'). Many inputs are drawn in one process, with a progress line on a terminal.",
  ].join('\n'),
  options: OPTIONS,
  positionals: { min: 1, max: Infinity },
  notes: [
    'Problems are printed as file:line:col: CODE message (warnings too, as they come; the failures listed at the end).',
    'Exit status: 0 every input drawn or up to date, 1 an input refused (its diagnostics say why), 2 usage, or a file that could not be read or written.',
  ],
};

export const renderUsage = SPEC.synopsis;

const isImageFormat = (name: string): name is ImageFormatName => (IMAGE_FORMATS as readonly string[]).includes(name);

const camelCase = (flag: string): string => flag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The picture format: --format, or the -o file's extension, or svg. */
function formatOf(args: ParsedArgs): ImageFormatName {
  const output = args.string('output');
  const named = output === undefined || output === '-' ? undefined : extname(output).toLowerCase().slice(1);
  if (named !== undefined && !isImageFormat(named)) throw usageError(SPEC, `the output must end in ${IMAGE_FORMATS.map((name) => `.${name}`).join(' or ')}, not ${JSON.stringify(output)}`);
  const format = args.string('format') ?? named ?? 'svg';
  if (!isImageFormat(format)) throw usageError(SPEC, `--format must be ${IMAGE_FORMATS.join(' or ')}, not ${JSON.stringify(format)}`);
  if (named !== undefined && named !== format) throw usageError(SPEC, `--format ${format} and -o ${output} disagree`);
  return format;
}

/** The engine's options from the command line, checked by the engine itself (a bad value is a usage error). */
function drawOptionsOf(args: ParsedArgs): DrawOptions {
  const options: Record<string, unknown> = { format: formatOf(args) };
  for (const [flag, spec] of Object.entries(OPTIONS)) {
    if (spec.engine === undefined || args.string(flag) === undefined) continue;
    options[camelCase(flag)] = spec.engine === 'number' ? args.number(flag) : args.string(flag);
  }
  // checkRenderOptions refuses whatever is outside the engine's ranges, so the cast only names the type.
  const checked = options as DrawOptions;
  try {
    checkRenderOptions(checked);
  } catch (error) {
    if (error instanceof RangeError) throw usageError(SPEC, error.message.replace(/^render: /, ''));
    throw error;
  }
  return checked;
}

/** The jobs of one round: the inputs expanded now (a new file matching a folder or glob is picked up in --watch). */
async function jobsOf(args: ParsedArgs, format: string): Promise<Job[]> {
  if (args.string('output') !== undefined && args.positionals.length > 1) throw usageError(SPEC, `-o names one picture but ${args.positionals.length} inputs were given: use --out-dir DIR`);
  const { files, missing } = await expandInputs(args.positionals);
  if (missing.length > 0) throw new InputOutputError(`cannot read ${missing.join(', ')} (no such file, folder or match)`);
  const output = args.string('output');
  if (output !== undefined && files.length > 1) throw usageError(SPEC, `-o names one picture but ${files.length} inputs were given: use --out-dir DIR`);
  if (output !== undefined && args.string('out-dir') !== undefined) throw usageError(SPEC, '-o and --out-dir cannot be used together');
  return planJobs(files, { output, outDir: args.string('out-dir'), format });
}

function printSummary(summary: BatchSummary, seconds: number): void {
  const failed = summary.invalid + summary.ioErrors;
  process.stderr.write(`dsp render: ${summary.drawn} drawn, ${summary.unchanged} up to date, ${failed} failed (${seconds.toFixed(1)} s)\n`);
}

/** dsp render: draws every input; exit 0 all drawn, 1 an input refused, 2 usage or a file not read or written. */
export async function renderCommand(argv: string[]): Promise<number> {
  const args = parseCommandArgs(SPEC, argv);
  if (args === undefined) return 0;
  const draw = drawOptionsOf(args);
  const watching = args.flag('watch');
  if (watching && args.positionals.includes('-')) throw new UsageError('--watch cannot watch standard input: give files, folders or a glob');
  const outDir = args.string('out-dir');
  // The cache knows what each picture was drawn with; a new version of the package draws everything again.
  const cache = outDir !== undefined || watching ? RenderCache.open(outDir, JSON.stringify({ dsp: packageVersion(), draw }), { ignoreStored: args.flag('force') }) : undefined;
  const round = async (): Promise<number> => {
    const started = performance.now();
    const jobs = await jobsOf(args, draw.format);
    const summary = await runBatch(jobs, { draw, json: args.flag('json'), cache, threads: !watching });
    const quiet = watching && summary.drawn + summary.invalid + summary.ioErrors === 0;
    if (!args.flag('json') && (jobs.length > 1 || outDir !== undefined || watching) && !quiet) printSummary(summary, (performance.now() - started) / 1000);
    return exitCodeOf(summary);
  };
  const code = await round();
  if (!watching) return code;
  return watchInputs(args.positionals, async () => {
    await round().catch((error: unknown) => process.stderr.write(`dsp render: ${error instanceof Error ? error.message : String(error)}\n`));
  });
}
