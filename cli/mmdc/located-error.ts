import { InputOutputError } from '../errors.js';

/** A file that cannot be used, with the place that says why: printed as `file:line:col: message`, like a diagram's errors. */
export class LocatedError extends InputOutputError {
  constructor(file: string, line: number, column: number, problem: string) {
    super(`${file}:${line}:${column}: ${problem}`);
  }
}
