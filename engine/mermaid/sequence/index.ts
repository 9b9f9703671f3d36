import type { SceneDocumentInput } from '../../../schema/index.js';
import { configOfText } from '../config.js';
import type { Source } from '../source.js';
import type { Warnings } from '../warnings.js';
import { assembleSequence } from './assemble.js';
import { parseSequence } from './parse.js';

/**
 * A sequenceDiagram text (the source after its keyword) as a scene of the sequence
 * family; README.md in this folder has the mapping.
 */
export function readSequence(source: Source, warnings: Warnings, maxElements: number): SceneDocumentInput {
  const diagram = parseSequence(source.scanner, warnings);
  const { mirrorActors } = configOfText(source.scanner.text, source.frontmatter.config).config;
  return assembleSequence(diagram, warnings, maxElements, { title: source.frontmatter.title, mirrorActors });
}
