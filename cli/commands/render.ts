import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { checkRenderOptions, render, THEME_NAMES, type Diagnostic, type RenderApiOptions, type RenderResult } from '../../engine/index.js';
import { parseJsonInput, readInput, UsageError } from '../read-input.js';
import { loadRenderResources } from '../../fonts/node.js';

export const renderUsage =
  `dsp render <file.json|file.mmd|-> -o <out.svg|out.png> [--theme ${THEME_NAMES.join('|')}] [--scale N]   draw a scene or Mermaid text; diagnostics on stderr as JSON lines, exits 1 when invalid. A PNG without --scale is drawn at 1, or smaller to stay within 16 megapixels (PNG_DOWNSCALED says so); --scale is honoured up to 100 megapixels and 32,000 px a side`;

interface RenderArgs {
  source: string;
  output: string;
  format: 'svg' | 'png';
  theme?: string;
  scale?: number;
}

function parseArgs(args: string[]): RenderArgs {
  let source: string | undefined;
  let output: string | undefined;
  let theme: string | undefined;
  let scale: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = (): string => {
      const next = args[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value\n  ${renderUsage}`);
      return next;
    };
    if (arg === '-o' || arg === '--output') output = value();
    else if (arg === '--theme') theme = value();
    else if (arg === '--scale') scale = Number(value());
    else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}\n  ${renderUsage}`);
    else if (source === undefined) source = arg;
    else throw new UsageError(`one input only\n  ${renderUsage}`);
  }
  if (source === undefined || output === undefined) throw new UsageError(renderUsage);
  const extension = extname(output).toLowerCase();
  if (extension !== '.svg' && extension !== '.png') throw new UsageError(`the output must end in .svg or .png, not ${JSON.stringify(output)}\n  ${renderUsage}`);
  return { source, output, format: extension === '.png' ? 'png' : 'svg', theme, scale };
}

/** Mermaid when the file is .mmd or the text does not start with "{"; otherwise a JSON scene document. */
function parseSource(source: string, text: string): { input?: unknown; diagnostics: Diagnostic[] } {
  if (extname(source).toLowerCase() === '.mmd' || !text.trimStart().startsWith('{')) return { input: text, diagnostics: [] };
  const { document, diagnostics } = parseJsonInput(source, text);
  return diagnostics.length > 0 ? { diagnostics } : { input: document, diagnostics: [] };
}

function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  for (const item of diagnostics) process.stderr.write(`${JSON.stringify(item)}\n`);
}

/** dsp render: draws the input into the output file; exit 0 drawn, 1 invalid input or refused image, 2 usage. */
export async function renderCommand(args: string[]): Promise<number> {
  const parsed = parseArgs(args);
  // checkRenderOptions refuses a theme outside the list, so the cast only names the type.
  const options = { format: parsed.format, theme: parsed.theme as RenderApiOptions['theme'], scale: parsed.scale };
  try {
    checkRenderOptions(options);
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`${error.message.replace(/^render: /, '')}\n  ${renderUsage}`);
    throw error;
  }

  const source = parseSource(parsed.source, await readInput(parsed.source));
  if (source.input === undefined) {
    printDiagnostics(source.diagnostics);
    return 1;
  }
  const { fonts, wasm } = await loadRenderResources();
  let result: RenderResult;
  try {
    result = await render(source.input, { ...options, fonts, wasm });
  } catch (error) {
    // The raster limits (a PNG too large to make) are refusals of this input, not crashes.
    if (!(error instanceof RangeError)) throw error;
    process.stderr.write(`dsp render: ${error.message}\n`);
    return 1;
  }
  printDiagnostics(result.diagnostics);
  const image = parsed.format === 'png' ? result.png : result.svg;
  if (!result.valid || image === undefined) return 1;
  await writeFile(parsed.output, image);
  return 0;
}
