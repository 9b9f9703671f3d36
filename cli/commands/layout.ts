import { layoutScene, measureScene, readScene, warmLayout } from '../../engine/index.js';
import { loadFontsFromDisk } from '../../fonts/node.js';
import { parseJsonInput, readInput, UsageError } from '../read-input.js';

export const layoutUsage = 'dsp layout <file.json|->   lay out a DSP scene; prints {scene, computed, diagnostics}, exits 1 when invalid';

/** dsp layout: reads (validates, normalizes), measures and lays out a scene; prints the laid-out scene, computed section and diagnostics as JSON. */
export async function layoutCommand(args: string[]): Promise<number> {
  const [source, ...rest] = args;
  if (!source || rest.length > 0) throw new UsageError(layoutUsage);
  const text = await readInput(source);
  const { document, diagnostics: parseErrors } = parseJsonInput(source, text);
  if (parseErrors.length > 0) {
    process.stdout.write(`${JSON.stringify({ valid: false, diagnostics: parseErrors }, null, 2)}\n`);
    return 1;
  }
  const reading = readScene(document);
  if (!reading.valid) {
    process.stdout.write(`${JSON.stringify({ valid: false, diagnostics: reading.diagnostics }, null, 2)}\n`);
    return 1;
  }
  const [fonts] = await Promise.all([loadFontsFromDisk(), warmLayout()]);
  const result = await layoutScene(measureScene(reading.scene, fonts));
  const diagnostics = [...reading.diagnostics, ...result.diagnostics];
  process.stdout.write(`${JSON.stringify({ scene: result.scene, computed: result.computed, diagnostics }, null, 2)}\n`);
  return 0;
}
