import { diagnostic, parseJsonText, type Diagnostic } from '../engine/index.js';
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

/** Parses a command's input as JSON; on a syntax error, the INVALID_JSON diagnostic naming the source, with the line and column of the error, instead. */
export function parseJsonInput(source: string, text: string): { document: unknown; diagnostics: [] } | { document?: undefined; diagnostics: Diagnostic[] } {
  const read = parseJsonText(text);
  if ('value' in read) return { document: read.value, diagnostics: [] };
  const { message, line, column } = read.error;
  const where = source === '-' ? 'standard input' : source;
  return { diagnostics: [diagnostic('INVALID_JSON', `${where} is not valid JSON (${message}); fix the syntax`, { path: '$', data: { line, column } })] };
}
