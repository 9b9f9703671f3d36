import * as v from 'valibot';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { checkAgainstSchema, diagnostic } from '../../engine/index.js';
import { ServiceError } from '../ports/index.js';
import { failureFields } from './tool-errors.js';

/**
 * Requests read by hand rather than by the SDK's request schemas: the SDK checks a
 * handler's request with its zod schema before the handler runs and refuses any mismatch
 * (tools/call `arguments` a list or null, `name` a number, resources/read `uri` a number)
 * with a raw schema dump as JSON-RPC -32603 "Internal error". Here a request whose params
 * do not fit is -32602 Invalid params with the REST fields in `data`, and tool arguments of
 * the wrong type are the tool's own ARGUMENTS_INVALID failure.
 */
/** A JSON value's kind as a message names it ("a list", "null", "a number"). */
function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/** "needs X, E" when the value is missing, else "X must be E, not <kind>". */
function wrongOrMissing(field: string, expected: string, value: unknown): string {
  return value === undefined ? `tools/call needs ${field}, ${expected}` : `tools/call ${field} must be ${expected}, not ${kindOf(value)}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A refusal of the request itself (there is no tool to answer for it): -32602 with {code, message, fix, field}. */
export function invalidParams(error: ServiceError): McpError {
  return new McpError(ErrorCode.InvalidParams, error.message, failureFields(error));
}

/**
 * A request's params checked with `schema` (absent params are {}): -32602 with
 * ARGUMENTS_INVALID, every problem in `errors` (path and message), and `shape` (how the
 * params look) as the fix, when they do not fit.
 */
export function checkedParams<S extends v.GenericSchema>(method: string, schema: S, shape: string, params: unknown): v.InferOutput<S> {
  const given = params ?? {};
  const errors = checkAgainstSchema(schema, given);
  if (errors.length > 0) {
    const problem = errors[0]!.message.split('; ')[0]!.replace(/^\$/, 'params');
    throw invalidParams(new ServiceError(400, 'ARGUMENTS_INVALID', `${method} params are not valid: ${problem}; send ${shape}.`, { field: 'params', errors }));
  }
  return v.parse(schema, given);
}

/** tools/call's params: the tool's name and its arguments as sent (checked by argumentsObject). */
export function callParams(params: unknown): { name: string; args: unknown } {
  if (!isObject(params)) {
    throw invalidParams(new ServiceError(400, 'ARGUMENTS_INVALID', `${wrongOrMissing('params', 'an object {name, arguments}', params)}; send the name of a tool tools/list lists and its arguments object.`, { field: 'params' }));
  }
  if (typeof params.name !== 'string') {
    throw invalidParams(new ServiceError(400, 'ARGUMENTS_INVALID', `${wrongOrMissing('params.name', "the tool's name as a string", params.name)}; send the name of a tool tools/list lists.`, { field: 'params.name' }));
  }
  return { name: params.name, args: params.arguments };
}

/** The refusal of a tool name no tool has (MCP: an unknown tool is a protocol error). */
export function unknownTool(name: string): McpError {
  const shown = JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}...` : name);
  return invalidParams(new ServiceError(404, 'NOT_FOUND', `There is no tool ${shown}; send the name of a tool tools/list lists.`, { field: 'params.name' }));
}

/**
 * A tool's arguments: a JSON object of named values, or none (as {}). Anything else is
 * ARGUMENTS_INVALID here, before the tool's schema, which would take a list for an object.
 */
export function argumentsObject(args: unknown): Record<string, unknown> {
  if (args === undefined) return {};
  if (isObject(args)) return args;
  const problem = `arguments must be an object of named values, not ${kindOf(args)}`;
  throw new ServiceError(400, 'ARGUMENTS_INVALID', `The arguments are not valid: ${problem}; send {"name": value, ...} as the tool's inputSchema in tools/list describes, or {} for none.`, {
    field: 'arguments',
    errors: [diagnostic('WRONG_TYPE', `$ ${problem.replace(/^arguments /, '')}`, { path: '$' })],
  });
}
