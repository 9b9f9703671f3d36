import { parseArgs } from 'node:util';
import { UsageError } from './errors.js';

/** One option of a command: its node:util.parseArgs shape and the line --help prints for it. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  /** The name the help shows for the value (`--out-dir DIR`, `--scale N`); string options only. */
  value?: string;
  help: string;
}

/** What a command accepts; its --help is made from this, so adding a flag is one entry in `options`. */
export interface CommandSpec {
  /** `dsp render <input>...`: the first line of the help and of every usage error. */
  synopsis: string;
  /** What the command does, in a sentence or two. */
  description: string;
  options: Record<string, OptionSpec>;
  /** How many positional arguments it takes. */
  positionals: { min: number; max: number };
  /** Paragraphs after the options: exit codes, examples. */
  notes?: readonly string[];
}

/** The values a command was given, read by name. */
export class ParsedArgs {
  constructor(
    readonly values: Readonly<Record<string, string | boolean | undefined>>,
    readonly positionals: readonly string[],
    private readonly spec: CommandSpec,
  ) {}

  string(name: string): string | undefined {
    const value = this.values[name];
    return typeof value === 'string' ? value : undefined;
  }

  flag(name: string): boolean {
    return this.values[name] === true;
  }

  /** A number option; a value that is not a number is a usage error naming the option. */
  number(name: string): number | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) throw usageError(this.spec, `--${name} must be a number, not ${JSON.stringify(text)}`);
    return value;
  }
}

/** The text `dsp <command> --help` prints. */
export function helpText(spec: CommandSpec): string {
  const flags = Object.entries(spec.options).map(([name, option]) => {
    const short = option.short === undefined ? '    ' : `-${option.short}, `;
    const value = option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : '';
    return [`${short}--${name}${value}`, option.help] as const;
  });
  flags.push(['-h, --help', 'print this help']);
  const width = Math.max(...flags.map(([flag]) => flag.length)) + 2;
  const lines = [`Usage: ${spec.synopsis}`, '', spec.description, '', 'Options:', ...flags.map(([flag, help]) => `  ${flag.padEnd(width)}${help}`)];
  for (const note of spec.notes ?? []) lines.push('', note);
  return `${lines.join('\n')}\n`;
}

/** A usage error that names the problem, then the synopsis and where the full help is. */
export function usageError(spec: CommandSpec, problem: string): UsageError {
  const command = spec.synopsis.split(' ').slice(0, 2).join(' ');
  return new UsageError(`${problem}\nUsage: ${spec.synopsis}\nRun "${command} --help" for the options.`);
}

/**
 * Parses a command's arguments with node:util.parseArgs (`--theme dark` and `--theme=dark`
 * both work). Prints the help and answers undefined for --help; throws UsageError for an
 * unknown option, a missing value or the wrong number of inputs.
 */
export function parseCommandArgs(spec: CommandSpec, args: readonly string[]): ParsedArgs | undefined {
  const options = { ...spec.options, help: { type: 'boolean' as const, short: 'h' } };
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) throw usageError(spec, (error as Error).message);
    throw error;
  }
  if (parsed.values.help === true) {
    process.stdout.write(helpText(spec));
    return undefined;
  }
  const count = parsed.positionals.length;
  if (count < spec.positionals.min) throw usageError(spec, spec.positionals.min === 1 ? 'an input is needed' : `${spec.positionals.min} inputs are needed`);
  if (count > spec.positionals.max) throw usageError(spec, `too many inputs (${count}): ${parsed.positionals.slice(spec.positionals.max).join(' ')}`);
  return new ParsedArgs(parsed.values as Record<string, string | boolean | undefined>, parsed.positionals, spec);
}
