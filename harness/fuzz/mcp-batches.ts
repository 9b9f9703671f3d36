import fc from 'fast-check';
import { hostileString, mutatedJson } from './mutate.js';
import type { FuzzSeeds } from './seeds.js';
import { editableScene, json, type FuzzWorld } from './requests.js';

/** What an MCP client sends with every POST /mcp (the SDK answers 406 without both types). */
export const MCP_HEADERS: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

const TOOLS = ['diagram_create', 'diagram_read', 'diagram_list', 'diagram_edit', 'diagram_history', 'diagram_render', 'diagram_delete', 'dsp_apply_ops', 'dsp_validate_scene', 'dsp_get_scene', 'no_such_tool'];
const METHODS = ['tools/list', 'initialize', 'resources/list', 'resources/read', 'prompts/list', 'prompts/get', 'ping', 'no/such/method'];

/** A tool's arguments: plausible fields (a known diagram, a corpus scene or Mermaid text, operations) or values of the wrong type. */
function toolArguments(world: FuzzWorld, seeds: FuzzSeeds): fc.Arbitrary<unknown> {
  const plausible = fc.record(
    {
      ref: fc.oneof(fc.constantFrom(...world.diagrams), hostileString),
      scene: fc.oneof(fc.constantFrom(...seeds.scenes.slice(0, 8)), fc.constant(editableScene('mcp'))),
      mermaid: fc.constantFrom(...seeds.mermaid),
      ops: fc.constantFrom(...seeds.ops),
      baseRevision: fc.integer({ min: -1, max: 30 }),
      format: fc.constantFrom('svg', 'png', 'dsp', 'jpeg'),
      confirm: fc.boolean(),
      limit: fc.integer({ min: -1, max: 200 }),
    },
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 4, arbitrary: plausible.chain((args) => mutatedJson(args as never, 2)) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

/** One member of a batch: a tool call, another method, a notification, or something that is not a JSON-RPC request at all. */
function member(world: FuzzWorld, seeds: FuzzSeeds): fc.Arbitrary<unknown> {
  const id = fc.oneof(fc.nat(1000), fc.constantFrom('a', 'b'), fc.constant(null), fc.jsonValue({ maxDepth: 1 }));
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ jsonrpc: fc.constant('2.0'), id, method: fc.constant('tools/call'), params: fc.record({ name: fc.constantFrom(...TOOLS), arguments: toolArguments(world, seeds) }, { requiredKeys: ['name'] }) }) },
    { weight: 2, arbitrary: fc.record({ jsonrpc: fc.constant('2.0'), id, method: fc.constantFrom(...METHODS), params: fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }) }, { requiredKeys: ['jsonrpc', 'method'] }) },
    { weight: 1, arbitrary: fc.constant({ jsonrpc: '2.0', method: 'notifications/initialized' }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

/**
 * A POST /mcp body: one JSON-RPC call, or a batch (an array of up to 8 members, some of
 * them malformed), sometimes broken at the text level.
 */
export function mcpBody(world: FuzzWorld, seeds: FuzzSeeds): fc.Arbitrary<string> {
  const one = member(world, seeds);
  return fc.oneof({ weight: 2, arbitrary: one }, { weight: 2, arbitrary: fc.array(one, { maxLength: 8 }) }).map(json);
}
