import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { checkAgainstSchema } from '../../engine/index.js';
import { ServiceError } from '../ports/index.js';
import type { Principal } from '../use-cases/accounts/index.js';
import type { McpSession } from './session.js';
import { argumentsObject } from './request-params.js';
import { toolFailure, FAILURE_JSON_SCHEMA } from './tool-errors.js';

/** What a tool may do, as its annotations tell hosts. */
export type ToolKind = 'read' | 'write' | 'destructive';

/**
 * One MCP tool: its arguments and answer as valibot schemas (the one source of truth:
 * the JSON Schemas hosts see are generated from them, and arguments are checked with
 * them), and the function that runs it on the services.
 */
export interface ToolDefinition<I extends v.GenericSchema = v.GenericSchema> {
  name: string;
  title: string;
  /** For a model: what it does, when to use it, what it returns, its limits. */
  description: string;
  input: I;
  /** The answer's schema; every answer is checked against it in test/mcp (the SDK's client checks it too). */
  output: v.GenericSchema;
  kind: ToolKind;
  /** Listed and callable without a key (validation, normalisation, inline rendering). */
  keyless?: boolean;
  idempotent?: boolean;
  run(session: McpSession, args: v.InferOutput<I>): Promise<ToolAnswer>;
}

/** A tool's answer: the structured content, plus pictures or text a host shows as they are. */
export interface ToolAnswer {
  structured: object;
  content?: CallToolResult['content'];
}

/** Keeps the generic types of one definition while collecting them in one list. */
export function defineTool<I extends v.GenericSchema>(tool: ToolDefinition<I>): ToolDefinition {
  return tool as unknown as ToolDefinition;
}

/**
 * valibot → JSON Schema 2020-12 for a tool. `$schema` is left out: MCP takes 2020-12 as the
 * default dialect of tool schemas, and the SDK's own client compiles output schemas with a
 * draft-07 Ajv that refuses an unknown `$schema`, so with it every call would fail there.
 */
export function toolJsonSchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Record<string, unknown>;
  return json;
}

/**
 * A tool's answer schema: its own answer or a failure (a failed call carries structured
 * content too, and clients check it against this schema as well).
 */
function outputJsonSchema(schema: v.GenericSchema): Tool['outputSchema'] {
  return { type: 'object', anyOf: [toolJsonSchema(schema), FAILURE_JSON_SCHEMA] };
}

/** The tools/list entry of a definition. */
export function listedTool(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: toolJsonSchema(tool.input) as Tool['inputSchema'],
    outputSchema: outputJsonSchema(tool.output),
    annotations: {
      title: tool.title,
      readOnlyHint: tool.kind === 'read',
      destructiveHint: tool.kind === 'destructive',
      idempotentHint: tool.idempotent ?? tool.kind === 'read',
      openWorldHint: false,
    },
  };
}

/** The tools a session may see: all of them with a key, the keyless ones without. */
export function toolsFor(session: McpSession, tools: readonly ToolDefinition[]): ToolDefinition[] {
  return session.principal ? [...tools] : tools.filter((tool) => tool.keyless);
}

/** The caller of a tool that needs a key (the keyless tool set never lists it). */
export function principalOf(session: McpSession): Principal {
  if (!session.principal) throw new ServiceError(401, 'AUTH_REQUIRED', 'This tool needs an API key: connect with Authorization: Bearer <key> or X-API-Key.');
  return session.principal;
}

/** Checks the arguments with the tool's valibot schema: ARGUMENTS_INVALID with every problem. */
function checkArguments<I extends v.GenericSchema>(schema: I, args: unknown): v.InferOutput<I> {
  const given = argumentsObject(args);
  const errors = checkAgainstSchema(schema, given);
  if (errors.length > 0) {
    throw new ServiceError(400, 'ARGUMENTS_INVALID', `The arguments are not valid: ${errors[0]!.message}`, { errors });
  }
  return v.parse(schema, given);
}

/** Runs a tool call: arguments checked, the service called, a failure turned into an isError answer. */
export async function callTool(session: McpSession, tool: ToolDefinition, args: unknown): Promise<CallToolResult> {
  try {
    const answer = await tool.run(session, checkArguments(tool.input, args));
    const structured = answer.structured as Record<string, unknown>;
    return { structuredContent: structured, content: answer.content ?? [{ type: 'text', text: JSON.stringify(structured) }] };
  } catch (error) {
    return toolFailure(error, tool.name, session.logError);
  }
}
