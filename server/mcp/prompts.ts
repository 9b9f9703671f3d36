import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import { ServiceError } from '../ports/index.js';
import { GUIDE_URI } from './arguments.js';

/** Prompts for the common jobs: each says which tools to use in which order. */
export const PROMPTS: Prompt[] = [
  {
    name: 'draw_architecture',
    title: 'Draw an architecture from a description',
    description: 'Turns a plain-language description of a system into a saved architecture diagram.',
    arguments: [
      { name: 'description', description: 'The system: its parts and how they talk to each other.', required: true },
      { name: 'key', description: 'Your name for the diagram (makes retries safe).', required: false },
    ],
  },
  {
    name: 'mermaid_to_scene',
    title: 'Turn Mermaid into a scene',
    description: 'Converts a Mermaid flowchart or erDiagram into a saved DSP diagram and returns its scene.',
    arguments: [{ name: 'mermaid', description: 'The Mermaid text (flowchart/graph or erDiagram).', required: true }],
  },
];

function text(content: string): GetPromptResult['messages'][number] {
  return { role: 'user', content: { type: 'text', text: content } };
}

/** prompts/get: the messages of a prompt with its arguments filled in. */
export function getPrompt(name: string, args: Record<string, string> = {}): GetPromptResult {
  const missing = PROMPTS.find((prompt) => prompt.name === name)?.arguments?.find((argument) => argument.required && !args[argument.name]);
  if (missing) throw new ServiceError(400, 'ARGUMENTS_INVALID', `The prompt ${name} needs the argument ${missing.name}.`);
  if (name === 'draw_architecture') {
    const key = args.key ? ` Save it with diagram_create and key "${args.key}".` : ' Save it with diagram_create.';
    return {
      description: 'Draw an architecture from a description',
      messages: [
        text(
          `Draw this system as a DSP architecture diagram (diagramFamily "architecture"); read the resource ${GUIDE_URI} for the format.\n\n` +
            `System:\n${args.description}\n\n` +
            'One node per component (service, database, queue, externalSystem, actor...), one edge per interaction with a short label; leave positions out so the engine lays it out. ' +
            `Check the scene with diagram_validate and fix every error.${key} Then draw it with diagram_render (format png) and report the diagram id and any warnings.`,
        ),
      ],
    };
  }
  if (name === 'mermaid_to_scene') {
    return {
      description: 'Turn Mermaid into a scene',
      messages: [
        text(
          'Convert this Mermaid diagram into a DSP diagram. Call diagram_validate with it as mermaid and fix what it reports, then diagram_create with mermaid. ' +
            'Read the result with diagram_read view dsp and give me the scene document, with the warnings (what Mermaid could not say).\n\n' +
            `${args.mermaid}`,
        ),
      ],
    };
  }
  throw new ServiceError(404, 'NOT_FOUND', `There is no prompt ${name}; list them with prompts/list.`);
}
