import { mermaidDiagnostic, parseMermaid, sourceKind, validateScene, type Diagnostic } from '../../engine/index.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import { parseJsonInput, readInput } from '../read-input.js';
import { displayName, formatDiagnostic } from '../report.js';

const SPEC: CommandSpec = {
  synopsis: 'dsp validate <file|-> [--json]',
  description: 'Checks a DSP scene document (.json) or Mermaid text (.mmd, .mermaid; other names by their content) without drawing it.',
  options: {
    json: { type: 'boolean', help: 'print {valid, diagnostics} as JSON on stdout instead of lines for people' },
  },
  positionals: { min: 1, max: 1 },
  notes: ['Problems are printed as file:line:col: CODE message. Exit status: 0 valid, 1 invalid, 2 usage or a file that could not be read.'],
};

export const validateUsage = SPEC.synopsis;

/** The diagnostics of one input: Mermaid is parsed into its scene (keeping the parser's warnings), then the scene validated. */
function diagnosticsOf(source: string, text: string): Diagnostic[] {
  if (sourceKind(text, source) === 'mermaid') {
    const parsed = parseMermaid(text);
    if (!parsed.ok) return [mermaidDiagnostic(parsed.error)];
    return [...parsed.warnings, ...validateScene(parsed.scene).diagnostics];
  }
  const { document, diagnostics } = parseJsonInput(source, text);
  return document === undefined ? diagnostics : validateScene(document).diagnostics;
}

/** dsp validate: exit code 0 valid, 1 invalid. */
export async function validateCommand(argv: string[]): Promise<number> {
  const args = parseCommandArgs(SPEC, argv);
  if (args === undefined) return 0;
  const source = args.positionals[0]!;
  const diagnostics = diagnosticsOf(source, await readInput(source));
  const valid = !diagnostics.some((item) => item.severity === 'error');
  if (args.flag('json')) process.stdout.write(`${JSON.stringify({ valid, diagnostics }, null, 2)}\n`);
  else {
    const file = displayName(source);
    for (const item of diagnostics) process.stderr.write(`${formatDiagnostic(file, item)}\n`);
    if (valid) process.stdout.write(`${file}: valid\n`);
  }
  return valid ? 0 : 1;
}
