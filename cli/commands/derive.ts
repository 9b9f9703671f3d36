import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { DERIVE_FORMATS, deriveScene, formatOfFileName, layoutScene, measureScene, render, warmLayout, type DeriveFormat, type DeriveReport, type DeriveResult } from '../../entry/node.js';
import { LIMITS } from '../../schema/index.js';
import { parseCommandArgs, usageError, type CommandSpec, type ParsedArgs } from '../args.js';
import { InputOutputError } from '../errors.js';
import { parseJsonInput, readInput } from '../read-input.js';
import { displayName } from '../report.js';

const SPEC: CommandSpec = {
  synopsis: 'dsp derive <schema|-> [-o FILE] [--into SCENE] [--format prisma|sql|dbml] [--json]',
  description: [
    'Draws an entity-relationship diagram from a schema snapshot: schema.prisma, SQL DDL (pg_dump --schema-only,',
    'mysqldump --no-data, CREATE statements; PostgreSQL, MySQL or SQLite) or DBML. With --into it brings a scene file',
    'in step with the snapshot by the fewest edits: only elements an earlier derive wrote change, and what stays keeps',
    'its place. Needs the parser packages (optional dependencies): @mrleebo/prisma-ast, pgsql-ast-parser, node-sql-parser, @dbml/core.',
  ].join('\n'),
  options: {
    output: { type: 'string', short: 'o', value: 'FILE', help: 'write the result: .svg or .png draws it, .json writes the laid-out scene. Default: the scene as JSON on stdout (nothing with --into)' },
    into: { type: 'string', value: 'SCENE', help: 'the scene file (.json) to update in place; it is created when missing' },
    format: { type: 'string', value: DERIVE_FORMATS.join('|'), help: 'the snapshot\'s format when its name does not say it (.prisma, .sql, .dbml); needed for "-"' },
    json: { type: 'boolean', help: 'print {applied, ops, report} as JSON on stdout instead of a summary for people on stderr' },
  },
  positionals: { min: 1, max: 1 },
  notes: [
    'Skipped statements and warnings are printed as file:line:col: warning CODE message; a snapshot that cannot be read as file:line:col: DERIVE_PARSE_ERROR message, then its hint.',
    'Exit status: 0 derived (or already in step), 1 the snapshot or scene refused, 2 usage, or a file that could not be read or written.',
  ],
};

function formatOf(args: ParsedArgs, source: string): DeriveFormat {
  const named = args.string('format');
  if (named !== undefined) {
    if (!(DERIVE_FORMATS as readonly string[]).includes(named)) throw usageError(SPEC, `--format must be one of ${DERIVE_FORMATS.join(', ')}, not ${JSON.stringify(named)}`);
    return named as DeriveFormat;
  }
  const format = formatOfFileName(source);
  if (format === undefined) throw usageError(SPEC, `the format of ${displayName(source)} is not in its name: pass --format ${DERIVE_FORMATS.join('|')}`);
  return format;
}

/** The scene file to update: its document, or undefined when it does not exist yet. */
function readIntoScene(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = parseJsonInput(file, text);
  if (parsed.document === undefined) throw new InputOutputError(parsed.diagnostics[0]!.message);
  return parsed.document;
}

function printSummary(file: string, report: DeriveReport, opCount: number): void {
  const { counts, changes } = report;
  for (const item of report.skipped) process.stderr.write(`${file}:${item.line}:${item.column}: info skipped ${item.construct}${item.name === undefined ? '' : ` ${item.name}`}: ${item.reason}\n`);
  for (const warning of report.warnings) process.stderr.write(`${file}: warning ${warning.code} ${warning.message}\n`);
  const changed = opCount === 0 ? 'in step, nothing to change' : `${opCount} operations: tables +${changes.tablesAdded.length} -${changes.tablesRemoved.length} ~${changes.tablesChanged.length}, relations +${changes.relationsAdded.length} -${changes.relationsRemoved.length} ~${changes.relationsChanged.length}`;
  process.stderr.write(`${file}: ${counts.tables} tables, ${counts.columns} columns, ${counts.relations} relations, ${counts.enums} enums, ${counts.skipped} skipped; ${changed}\n`);
}

function printFailure(file: string, result: Extract<DeriveResult, { ok: false }>): void {
  const { error } = result;
  const place = error.line === undefined ? file : `${file}:${error.line}:${error.column ?? 1}`;
  process.stderr.write(`${place}: ${error.code} ${error.message}\n`);
  if (error.hint !== undefined) process.stderr.write(`  hint: ${error.hint}\n`);
  for (const item of error.diagnostics ?? []) process.stderr.write(`  ${item.code} ${item.message}\n`);
}

/** Writes the laid-out scene or its drawing; the output's extension says which. */
async function writeOutput(output: string, scene: unknown): Promise<void> {
  const extension = extname(output).toLowerCase();
  if (extension === '.json') return writeFileSync(output, `${JSON.stringify(scene, null, 2)}\n`);
  if (extension !== '.svg' && extension !== '.png') throw usageError(SPEC, `-o ${output}: the output is .svg, .png or .json`);
  const drawn = await render(scene, { format: extension === '.png' ? 'png' : 'svg' });
  const image = extension === '.png' ? drawn.png : drawn.svg;
  if (image === undefined) throw new InputOutputError(`${output}: the derived scene could not be drawn (${drawn.diagnostics.map((item) => item.code).join(', ')})`);
  writeFileSync(output, image);
}

/** dsp derive: a snapshot to an ER scene (drawn, written, or brought in step in a scene file). */
export async function deriveCommand(argv: string[]): Promise<number> {
  const args = parseCommandArgs(SPEC, argv);
  if (args === undefined) return 0;
  const input = args.positionals[0]!;
  const format = formatOf(args, input);
  const into = args.string('into');
  const output = args.string('output');
  const source = await readInput(input);
  const scene = into === undefined ? undefined : readIntoScene(into);
  // Offline, as render(): the library's ceiling, not the service's 1,000 elements.
  const [result] = await Promise.all([deriveScene({ format, source, ...(scene === undefined ? {} : { scene }), maxElements: LIMITS.libraryElements }), warmLayout()]);
  const file = displayName(input);
  if (!result.ok) {
    if (args.flag('json')) process.stdout.write(`${JSON.stringify({ applied: false, error: result.error }, null, 2)}\n`);
    printFailure(file, result);
    return 1;
  }
  const laidOut = (await layoutScene(await measureScene(result.scene))).scene;
  if (into !== undefined && (result.ops.length > 0 || scene === undefined)) writeFileSync(into, `${JSON.stringify(laidOut, null, 2)}\n`);
  if (output !== undefined) await writeOutput(output, laidOut);
  if (args.flag('json')) process.stdout.write(`${JSON.stringify({ applied: result.ops.length > 0, ops: result.ops, report: result.report }, null, 2)}\n`);
  else {
    printSummary(file, result.report, result.ops.length);
    if (into === undefined && output === undefined) process.stdout.write(`${JSON.stringify(laidOut, null, 2)}\n`);
  }
  return 0;
}
