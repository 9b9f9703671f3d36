import { readFile } from 'node:fs/promises';

/** Reads a file path, or standard input for "-". */
export async function readInput(source: string): Promise<string> {
  if (source !== '-') return readFile(source, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export class UsageError extends Error {}
