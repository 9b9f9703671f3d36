import { layoutScene, measureScene, readScene, warmLayout } from '../../entry/node.js';
import { LIMITS } from '../../schema/index.js';
import { parseCommandArgs, type CommandSpec } from '../args.js';
import { parseJsonInput, readInput } from '../read-input.js';

const SPEC: CommandSpec = {
  synopsis: 'dsp layout <file.json|->',
  description: 'Lays out a DSP scene document and prints {scene, computed, diagnostics} as JSON on stdout ({valid: false, diagnostics} when it is invalid).',
  options: {},
  positionals: { min: 1, max: 1 },
  notes: ['Exit status: 0 laid out, 1 invalid, 2 usage or a file that could not be read.'],
};

export const layoutUsage = SPEC.synopsis;

/** dsp layout: reads (validates, normalizes), measures and lays out a scene; prints the laid-out scene, computed section and diagnostics as JSON. */
export async function layoutCommand(argv: string[]): Promise<number> {
  const args = parseCommandArgs(SPEC, argv);
  if (args === undefined) return 0;
  const source = args.positionals[0]!;
  const text = await readInput(source);
  const { document, diagnostics: parseErrors } = parseJsonInput(source, text);
  if (parseErrors.length > 0) {
    process.stdout.write(`${JSON.stringify({ valid: false, diagnostics: parseErrors }, null, 2)}\n`);
    return 1;
  }
  // Offline, as render(): the library's ceiling, not the service's 1,000 elements.
  const reading = readScene(document, { maxElements: LIMITS.libraryElements });
  if (!reading.valid) {
    process.stdout.write(`${JSON.stringify({ valid: false, diagnostics: reading.diagnostics }, null, 2)}\n`);
    return 1;
  }
  const [measured] = await Promise.all([measureScene(reading.scene), warmLayout()]);
  const result = await layoutScene(measured);
  const diagnostics = [...reading.diagnostics, ...result.diagnostics];
  process.stdout.write(`${JSON.stringify({ scene: result.scene, computed: result.computed, diagnostics }, null, 2)}\n`);
  return 0;
}
