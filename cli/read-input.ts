import { diagnostic, type Diagnostic } from '../engine/index.js';
import { readFileSync } from 'node:fs';

/**
 * Reads a file path, or standard input for "-". A file is read synchronously: inputs are
 * small text files, and the promise API's file handle costs several times the CPU of the
 * read itself (cli/render/batch.ts writeOutput). A failure still comes as a rejection.
 */
export async function readInput(source: string): Promise<string> {
  if (source !== '-') return readFileSync(source, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Line and column (1-based) of a character offset. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/** Where JSON.parse stopped, when its message says ("at position N", or the end of the text); V8 leaves it out for some errors. */
function jsonErrorPlace(message: string, text: string): { line: number; column: number } | undefined {
  const position = /at position (\d+)/.exec(message);
  if (position) return lineAndColumn(text, Number(position[1]));
  if (/Unexpected end of JSON input/.test(message)) return lineAndColumn(text, text.length);
  return undefined;
}

/** Parses a command's input as JSON; on a syntax error, the INVALID_JSON diagnostic naming the source (with line and column where V8 gives the position) instead. */
export function parseJsonInput(source: string, text: string): { document: unknown; diagnostics: [] } | { document?: undefined; diagnostics: Diagnostic[] } {
  try {
    return { document: JSON.parse(text) as unknown, diagnostics: [] };
  } catch (error) {
    const where = source === '-' ? 'standard input' : source;
    const message = (error as Error).message;
    const place = jsonErrorPlace(message, text);
    return { diagnostics: [diagnostic('INVALID_JSON', `${where} is not valid JSON (${message}); fix the syntax`, { path: '$', ...(place ? { data: place } : {}) })] };
  }
}
