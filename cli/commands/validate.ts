import { mermaidDiagnostic, parseMermaid, sourceKind, validateScene, type Diagnostic } from '../../engine/index.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import { InputOutputError } from '../errors.js';
import { parseJsonInput, readInput } from '../read-input.js';
import { expandInputs } from '../render/inputs.js';
import { displayName, formatDiagnostic } from '../report.js';

const SPEC: CommandSpec = {
  synopsis: 'dsp validate <file|folder|glob|->... [--json]',
  description: 'Checks DSP scene documents (.json) or Mermaid texts (.mmd, .mermaid; other names by their content) without drawing them. Takes inputs as dsp render does: files, folders (searched for .mmd and .mermaid files) and quoted glob patterns.',
  options: {
    json: { type: 'boolean', help: 'print {valid, diagnostics} as JSON on stdout instead of lines for people' },
  },
  positionals: { min: 1, max: Infinity },
  notes: [
    'Problems are printed as file:line:col: CODE message. Exit status: 0 all valid, 1 any invalid, 2 usage or a file that could not be read.',
    'With --json, one input prints {valid, diagnostics}; several print {valid, files: [{file, valid, diagnostics}]}.',
  ],
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

interface Checked {
  file: string;
  valid: boolean;
  diagnostics: Diagnostic[];
}

async function check(source: string): Promise<Checked> {
  const diagnostics = diagnosticsOf(source, await readInput(source));
  return { file: displayName(source), valid: !diagnostics.some((item) => item.severity === 'error'), diagnostics };
}

/** dsp validate: exit code 0 when every input is valid, 1 when one is not. */
export async function validateCommand(argv: string[]): Promise<number> {
  const args = parseCommandArgs(SPEC, argv);
  if (args === undefined) return 0;
  const { files, missing } = await expandInputs(args.positionals);
  if (missing.length > 0) throw new InputOutputError(`cannot read ${missing.join(', ')} (no such file, folder or match)`);
  const results: Checked[] = [];
  for (const { file } of files) results.push(await check(file));
  const valid = results.every((result) => result.valid);
  if (args.flag('json')) {
    // One input keeps the shape a single check has always had; several are listed.
    const answer = results.length === 1 ? { valid, diagnostics: results[0]!.diagnostics } : { valid, files: results };
    process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
  } else {
    for (const result of results) {
      for (const item of result.diagnostics) process.stderr.write(`${formatDiagnostic(result.file, item)}\n`);
      if (result.valid) process.stdout.write(`${result.file}: valid\n`);
    }
  }
  return valid ? 0 : 1;
}
