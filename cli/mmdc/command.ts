import { mkdirSync, writeFileSync } from 'node:fs';
import type { Diagnostic } from '../../engine/index.js';
import { packageVersion } from '../../fonts/package-version.js';
import { InputOutputError, UsageError } from '../errors.js';
import { readInput } from '../read-input.js';
import { displayName, formatDiagnostic } from '../report.js';
import { drawMermaid, type MmdcDrawSettings, type MmdcDrawing } from './draw.js';
import { LocatedError } from './located-error.js';
import { findMermaidBlocks, markdownImage, replaceBlocks } from './markdown.js';
import { mmdcHelp, parseMmdcArgs, type MmdcRequest } from './options.js';
import { blockImagePath, linkFrom, planOutput, type OutputPlan } from './outputs.js';
import { drawSettingsOf } from './settings.js';

/** Where a run's messages go: errors always; warnings and mmdc's progress lines unless -q. */
class Reporter {
  constructor(
    private readonly quiet: boolean,
    private readonly toStdout: boolean,
  ) {}

  error(line: string): void {
    process.stderr.write(`${line}\n`);
  }

  warn(line: string): void {
    if (!this.quiet) process.stderr.write(`${line}\n`);
  }

  /** mmdc writes its progress (" ✅ out.svg") on standard output, except when the picture goes there. */
  info(line: string): void {
    if (!this.quiet && !this.toStdout) process.stdout.write(`${line}\n`);
  }

  /** A drawing's diagnostics as file:line:col, a diagram's lines moved to the file's; the failure when none says it. Answers whether it was drawn. */
  drawing(file: string, drawing: MmdcDrawing, firstLine = 1): boolean {
    for (const item of drawing.diagnostics) {
      const line = formatDiagnostic(file, inFile(item, firstLine));
      if (item.severity === 'error') this.error(line);
      else this.warn(line);
    }
    if (drawing.image === undefined && drawing.refusal !== undefined) this.error(`${file}:${firstLine}:1: ${drawing.refusal}`);
    return drawing.image !== undefined;
  }
}

/**
 * A diagram's diagnostic at its line in the file; one without a line points at the diagram's
 * first line. Mermaid's messages start with the diagram's own line, which the place now says.
 */
function inFile(item: Diagnostic, firstLine: number): Diagnostic {
  const line = item.data?.line;
  if (typeof line !== 'number') return firstLine === 1 ? item : { ...item, data: { ...item.data, line: firstLine, column: 1 } };
  if (firstLine === 1) return item;
  const message = item.message.replace(new RegExp(`^line ${line}(, column \\d+)?: `), '');
  return { ...item, message, data: { ...item.data, line: line + firstLine - 1 } };
}

/** One Mermaid text (a file or standard input) into one picture. */
async function drawOne(plan: OutputPlan, settings: MmdcDrawSettings, report: Reporter): Promise<number> {
  report.info('Generating single mermaid chart');
  const drawing = await drawMermaid(await readInput(plan.input), settings);
  if (!report.drawing(displayName(plan.input), drawing)) return 1;
  if (plan.output === '-') process.stdout.write(drawing.image!);
  else writeFileSync(plan.output, drawing.image!);
  return 0;
}

/** mmdc's Markdown mode: every mermaid block into `<output>-<n>.<format>`, and the Markdown output with the blocks as image links. */
async function drawMarkdown(plan: OutputPlan, settings: MmdcDrawSettings, artefacts: string | undefined, report: Reporter): Promise<number> {
  const markdown = await readInput(plan.input);
  const { blocks, unclosed } = findMermaidBlocks(markdown);
  for (const fence of unclosed) report.error(`${plan.input}:${fence.line}:1: this mermaid block is never closed: end it with the same fence`);
  report.info(blocks.length > 0 ? `Found ${blocks.length} mermaid charts in Markdown input` : 'No mermaid charts found in Markdown input');
  if (artefacts !== undefined) mkdirSync(artefacts, { recursive: true });
  const links: string[] = [];
  let failed = unclosed.length;
  for (const [index, block] of blocks.entries()) {
    const drawing = await drawMermaid(block.text, settings);
    if (!report.drawing(plan.input, drawing, block.firstLine)) {
      failed++;
      continue;
    }
    const image = blockImagePath(plan.output, index + 1, settings.format, artefacts);
    writeFileSync(image, drawing.image!);
    const url = linkFrom(plan.output, image);
    report.info(` ✅ ${url}`);
    links.push(markdownImage(url, drawing.description ?? 'diagram', drawing.title));
  }
  // A refused block would leave a broken link: the Markdown is written only when every block was drawn.
  if (failed > 0) {
    report.error(`dsp-mmdc: ${failed} of ${blocks.length + unclosed.length} mermaid blocks failed${plan.markdownOutput ? `; ${plan.output} was not written` : ''}`);
    return 1;
  }
  if (plan.markdownOutput) {
    writeFileSync(plan.output, replaceBlocks(markdown, blocks, links));
    report.info(` ✅ ${plan.output}`);
  }
  return 0;
}

/**
 * Draws what one mmdc command line asks for. Answers mmdc's exit code: 0, or 1 for any
 * failure (mmdc's scripts test for non-zero). The errors are reported here, inside the
 * bundle, since its error classes are its own copies (cli/bundled-commands.ts).
 */
export async function mmdcCommand(argv: readonly string[]): Promise<number> {
  try {
    return await runMmdc(argv);
  } catch (error) {
    const message = failureMessage(error);
    if (message === undefined) throw error;
    process.stderr.write(`${message}\n`);
    return 1;
  }
}

/** The line for a failure that is the caller's to fix (a flag, a missing or unreadable file); undefined for a bug. */
function failureMessage(error: unknown): string | undefined {
  if (error instanceof LocatedError) return error.message;
  if (error instanceof UsageError || error instanceof InputOutputError) return `dsp-mmdc: ${error.message}`;
  const { code, path } = error as NodeJS.ErrnoException;
  if (code === 'ENOENT' || code === 'EISDIR' || code === 'EACCES' || code === 'ENOTDIR') return `dsp-mmdc: cannot read or write ${path ?? 'a file'} (${code})`;
  return undefined;
}

async function runMmdc(argv: readonly string[]): Promise<number> {
  const args = parseMmdcArgs(argv);
  if (args.kind === 'help') {
    process.stdout.write(mmdcHelp());
    return 0;
  }
  if (args.kind === 'version') {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const request: MmdcRequest = args.request;
  const plan = planOutput(request);
  const report = new Reporter(request.quiet, plan.output === '-');
  for (const line of request.ignoredFlags) report.warn(`dsp-mmdc: ${line}`);
  if (request.input === undefined) {
    report.warn('dsp-mmdc: No input file specified, reading from stdin. If you want to specify an input file, please use `-i <input>.` You can use `-i -` to read from stdin and to suppress this warning.');
  }
  const { settings, warnings } = drawSettingsOf(request, plan);
  for (const line of warnings) report.warn(`dsp-mmdc: ${line}`);
  return plan.markdown ? drawMarkdown(plan, settings, request.artefacts, report) : drawOne(plan, settings, report);
}
