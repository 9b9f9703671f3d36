import { LIMITS, type ElementLimit, type SceneDocumentInput } from '../../schema/index.js';
import type { Diagnostic } from '../model/index.js';
import { assembleScene } from './assemble.js';
import { directiveConfig, labelWrapWidthOf, mergeConfig, type ReadConfig } from './config.js';
import { parseClass } from './class/parse.js';
import { parseEr } from './er/parse.js';
import { MermaidFailure, type MermaidError } from './errors.js';
import { parseFlowchart } from './flowchart/parse.js';
import { readSequence } from './sequence/index.js';
import { prepareSource } from './source.js';
import { parseState } from './state/parse.js';
import { Warnings } from './warnings.js';

/** A parsed Mermaid text: a DSP scene and what it could not keep, or why it was refused. */
export type ParseResult =
  | { ok: true; scene: SceneDocumentInput; warnings: Diagnostic[] }
  | { ok: false; error: MermaidError };

/**
 * Reads Mermaid flowchart/graph, erDiagram, sequenceDiagram, stateDiagram or classDiagram text into a DSP 0.1 scene. Pure and
 * deterministic (the same text gives the same scene); never throws. Refuses more than
 * `limit.maxElements` nodes, subgraphs and links (default: the spec's 1,000).
 */
export function parseMermaid(text: string, limit: ElementLimit = {}): ParseResult {
  const warnings = new Warnings();
  const maxElements = limit.maxElements ?? LIMITS.elements;
  try {
    if (typeof text !== 'string') throw new MermaidFailure({ code: 'MERMAID_EMPTY', message: 'the Mermaid text must be a string' });
    const source = prepareSource(text, warnings);
    if (source.type === 'sequence') return { ok: true, scene: readSequence(source, warnings, maxElements), warnings: warnings.list() };
    const ir = source.type === 'er' ? parseEr(source.scanner, warnings)
      : source.type === 'state' ? parseState(source.scanner, warnings)
        : source.type === 'class' ? parseClass(source.scanner, warnings)
        : parseFlowchart(source.scanner, source.keyword, warnings, maxElements);
    const { title, titleLine } = source.frontmatter;
    if (title !== undefined) {
      if (ir.title !== undefined && ir.title !== title && ir.titleLine !== undefined) {
        warnings.add('MERMAID_UNSUPPORTED', ir.titleLine, 'accTitle is dropped; the frontmatter title is the scene title', { data: { construct: 'accTitle' } });
      }
      ir.title = title;
      if (titleLine !== undefined) ir.titleLine = titleLine;
    }
    const labelWrapWidth = labelWrapWidthOf(configOf(text, source.frontmatter.config).config);
    if (labelWrapWidth !== undefined) ir.labelWrapWidth = labelWrapWidth;
    const scene = assembleScene(ir, warnings, maxElements);
    return { ok: true, scene, warnings: warnings.list() };
  } catch (caught) {
    if (caught instanceof MermaidFailure) return { ok: false, error: caught.error };
    const detail = caught instanceof Error ? caught.message : String(caught);
    return { ok: false, error: { code: 'MERMAID_INTERNAL_ERROR', message: `the Mermaid reader failed on this text (${detail}); please report it`, data: { detail } } };
  }
}

const DIRECTIVES = /%%\{([\s\S]*?)\}%%/g;

/** The label config the text sets: its frontmatter's, then each init directive's over it (Mermaid's order). */
function configOf(text: string, frontmatter: ReadConfig | undefined): ReadConfig {
  let config: ReadConfig = frontmatter ?? { config: {}, ignored: [] };
  if (!text.includes('%%{')) return config;
  for (const match of text.matchAll(DIRECTIVES)) {
    const read = directiveConfig(match[1] ?? '');
    if (read !== undefined) config = mergeConfig(config, read);
  }
  return config;
}
