import { validateScene } from '../../engine/index.js';
import { parseJsonInput, readInput, UsageError } from '../read-input.js';

export const validateUsage = 'dsp validate <file.json|->   check a DSP scene document; prints {valid, diagnostics}, exits 1 when invalid';

/** dsp validate: prints {valid, diagnostics} as JSON; exit code 0 valid, 1 invalid. */
export async function validateCommand(args: string[]): Promise<number> {
  const [source, ...rest] = args;
  if (!source || rest.length > 0) throw new UsageError(validateUsage);
  const text = await readInput(source);
  const { document, diagnostics } = parseJsonInput(source, text);
  if (diagnostics.length > 0) {
    process.stdout.write(`${JSON.stringify({ valid: false, diagnostics }, null, 2)}\n`);
    return 1;
  }
  const result = validateScene(document);
  process.stdout.write(`${JSON.stringify({ valid: result.valid, diagnostics: result.diagnostics }, null, 2)}\n`);
  return result.valid ? 0 : 1;
}
