import { diagnostic, type Diagnostic } from '../engine/index.js';
import { readFile } from 'node:fs/promises';

/** Reads a file path, or standard input for "-". */
export async function readInput(source: string): Promise<string> {
  if (source !== '-') return readFile(source, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class UsageError extends Error {}

/** Parses a command's input as JSON; on a syntax error, the INVALID_JSON diagnostic naming the source instead. */
export function parseJsonInput(source: string, text: string): { document: unknown; diagnostics: [] } | { document?: undefined; diagnostics: Diagnostic[] } {
  try {
    return { document: JSON.parse(text) as unknown, diagnostics: [] };
  } catch (error) {
    const where = source === '-' ? 'standard input' : source;
    return { diagnostics: [diagnostic('INVALID_JSON', `${where} is not valid JSON (${(error as Error).message}); fix the syntax`, { path: '$' })] };
  }
}
