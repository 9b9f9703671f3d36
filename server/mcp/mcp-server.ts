import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema, ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema, ListToolsRequestSchema, McpError, ReadResourceRequestSchema, type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { packageVersion } from '../../fonts/package-version.js';
import { ServiceError } from '../services/errors.js';
import { GUIDE_URI } from './arguments.js';
import { CALL_TOOL_METHOD, callParams, unknownTool } from './call-request.js';
import { getPrompt, PROMPTS } from './prompts.js';
import { DIAGRAM_TEMPLATE, listResources, readResource } from './resources.js';
import type { McpSession } from './session.js';
import { failureFields } from './tool-errors.js';
import { callTool, listedTool, toolsFor, type ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

const INSTRUCTIONS =
  `Diagrams as data: build a DSP scene (or Mermaid), check it with diagram_validate, save it with diagram_create, ` +
  `read it with diagram_read (outline) and change it with diagram_edit ops. Read ${GUIDE_URI} first. ` +
  'Every failure carries a code and a one-line fix.';

/** tools/list entries are the same for every request: generated from valibot once. */
const listed = new Map<ToolDefinition, Tool>();
function listedOnce(tool: ToolDefinition): Tool {
  let entry = listed.get(tool);
  if (!entry) listed.set(tool, (entry = listedTool(tool)));
  return entry;
}

/** A failure outside a tool call (resources, prompts) as a JSON-RPC error whose data has the REST fields. */
async function orProtocolError<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const code = error.status === 404 || error.status === 400 ? ErrorCode.InvalidParams : ErrorCode.InternalError;
    throw new McpError(code, error.message, failureFields(error));
  }
}

/**
 * The MCP server of one session: the tools it may use (the keyless set without a key), the
 * format as resources, the workspace's diagrams as a resource template, and the prompts.
 */
export function buildMcpServer(session: McpSession): Server {
  const server = new Server(
    { name: 'dsp-diagrams', title: 'DSP diagrams', version: packageVersion() },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );
  const visible = toolsFor(session, TOOLS);
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: visible.map(listedOnce) }));
  // tools/call has no schema-checked handler: the fallback reads its params by hand
  // (call-request.ts), so a malformed call gets the documented errors, not the SDK's -32603.
  server.fallbackRequestHandler = async (request) => {
    if (request.method !== CALL_TOOL_METHOD) throw new McpError(ErrorCode.MethodNotFound, 'Method not found');
    const { name, args } = callParams(request.params);
    const tool = TOOLS.find((candidate) => candidate.name === name);
    if (!tool) throw unknownTool(name);
    // A keyed tool called without a key answers AUTH_REQUIRED (principalOf), as REST does.
    return callTool(session, tool, args);
  };
  server.setRequestHandler(ListResourcesRequestSchema, () => orProtocolError(async () => ({ resources: await listResources(session) })));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: session.principal ? [DIAGRAM_TEMPLATE] : [] }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => orProtocolError(() => readResource(session, request.params.uri)));
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPTS }));
  server.setRequestHandler(GetPromptRequestSchema, (request) => orProtocolError(() => getPrompt(request.params.name, request.params.arguments)));
  return server;
}
