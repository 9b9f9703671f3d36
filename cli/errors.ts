/** A mistake in how the command was called: exit code 2, the message and the usage on stderr. */
export class UsageError extends Error {}

/** A file or folder that could not be read or written: exit code 2, "dsp: <message>" on stderr. */
export class InputOutputError extends Error {}
