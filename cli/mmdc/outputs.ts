import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { InputOutputError } from '../errors.js';
import type { MmdcRequest } from './options.js';
import { mmdcUsageError } from './options.js';

/** Where one run's input comes from and its output goes, as mmdc decides it. */
export interface OutputPlan {
  /** A file, or "-" for standard input. */
  input: string;
  /** A file, or "-" for standard output. */
  output: string;
  format: 'svg' | 'png';
  /** The input is Markdown (.md, .markdown): each mermaid block is drawn into its own picture. */
  markdown: boolean;
  /** The output is Markdown too: it is written with the blocks replaced by image links. */
  markdownOutput: boolean;
}

const MARKDOWN = /\.(md|markdown)$/;
const OUTPUT_EXTENSION = /\.(svg|png|pdf|md|markdown)$/;

const pdfRefused = () => mmdcUsageError('PDF output is not drawn by dsp-mmdc: use -e svg or -e png (or an .svg or .png output)');

/**
 * mmdc's rules: no -o is the input's name + .svg (or + the -e format), out.svg for standard
 * input; -o must end in .svg, .png, .md or .markdown (.pdf is refused here); -e wins over
 * the extension; a Markdown output draws SVG unless -e says png; the output's folder must exist.
 */
export function planOutput(request: MmdcRequest): OutputPlan {
  const input = request.input ?? '-';
  if (input !== '-' && !existsSync(input)) throw new InputOutputError(`Input file "${input}" doesn't exist`);
  const markdown = input !== '-' && MARKDOWN.test(input);
  const output = request.output ?? (input === '-' ? `out.${request.outputFormat ?? 'svg'}` : `${input}.${request.outputFormat ?? 'svg'}`);
  if (output !== '-' && !OUTPUT_EXTENSION.test(output)) throw mmdcUsageError(`Output file must end with ".md"/".markdown", ".svg" or ".png", not ${JSON.stringify(output)}`);
  if (output === '-' && markdown) throw mmdcUsageError('Cannot use `stdout` with markdown input');
  if (request.artefacts !== undefined && !markdown) throw mmdcUsageError('Artefacts [-a|--artefacts] path can only be used with Markdown input file');
  const named = output === '-' ? 'svg' : /\.([a-z]+)$/.exec(output)![1]!;
  const format = request.outputFormat ?? (MARKDOWN.test(`.${named}`) ? 'svg' : named);
  if (format === 'pdf') throw pdfRefused();
  if (format !== 'svg' && format !== 'png') throw mmdcUsageError(`Output format must be svg or png, not ${JSON.stringify(format)}`);
  if (output !== '-' && !existsSync(dirname(output))) throw new InputOutputError(`Output directory "${dirname(output)}/" doesn't exist`);
  return { input, output, format, markdown, markdownOutput: markdown && MARKDOWN.test(output) };
}

/**
 * The picture of a Markdown input's n-th block (from 1), as mmdc names it: `doc.out.md` →
 * `doc.out-1.svg`, an image output `out.png` → `out-1.png`; inside the -a folder when given.
 */
export function blockImagePath(output: string, n: number, format: 'svg' | 'png', artefacts: string | undefined): string {
  const extension = OUTPUT_EXTENSION.exec(output)![1]!;
  const file = `${output.slice(0, -extension.length - 1)}-${n}.${MARKDOWN.test(`.${extension}`) ? format : extension}`;
  return artefacts === undefined ? file : join(artefacts, basename(file));
}

/** The link to a picture from the Markdown output: `./` and the path relative to the output's folder, with forward slashes. */
export function linkFrom(output: string, image: string): string {
  return `./${relative(dirname(resolve(output)), resolve(image)).split(sep).join('/')}`;
}
