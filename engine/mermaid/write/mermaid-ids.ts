import { keywordInId } from '../flowchart/keywords.js';
import { nodeIdLength } from '../flowchart/vertex.js';
import type { Notes } from './notes.js';

/**
 * Mermaid cannot write every DSP id as a flowchart node id: keywords (flowchart/keywords.ts)
 * break the statement, and "--", "-." or ":::" inside an id read as a link or a class. Such ids are written with "-" before "-"/"." and the first ":" of ":::" as "_",
 * and "_" in front of a keyword ("end" as "_end"), made unique with "_2", "_3"...; a note
 * lists them. Every other id is written as it is, so ids survive a round trip.
 */
/** Whether a DSP id can be written as a flowchart node id as it is. */
export function flowchartIdWritable(id: string): boolean {
  return nodeIdLength(id, 0) === id.length && keywordInId(id) === undefined;
}

/** DSP id → the id written in the flowchart, for every id given (`allIds` are never reused). */
export function flowchartIds(ids: readonly string[], allIds: readonly string[], notes: Notes): Map<string, string> {
  const taken = new Set(allIds);
  const out = new Map<string, string>();
  for (const id of ids) {
    if (flowchartIdWritable(id)) {
      out.set(id, id);
      continue;
    }
    let base = id.replace(/-(?=[-.])/g, '_').replace(/:(?=::)/g, '_');
    if (!flowchartIdWritable(base)) base = `_${base}`;
    let candidate = base;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}_${n}`;
    taken.add(candidate);
    out.set(id, candidate);
    notes.add('ids Mermaid cannot write are renamed', `${id} as ${candidate}`);
  }
  return out;
}

/** Words Mermaid's ER lexer reads as keywords even at the start of a longer name. */
const ER_KEYWORDS = ['one', 'only', 'many', 'zero', 'to', 'optionally', 'style', 'classdef', 'class', 'direction', 'erdiagram', 'subgraph', 'end', 'acctitle', 'accdescr'];

/** An entity name as written in an erDiagram: bare when safe, else "quoted". */
export function erName(id: string): string {
  const lower = id.toLowerCase();
  const bare = /^[A-Za-z_][\w.-]*$/.test(id) && !/^u[.|-]/.test(lower) && !ER_KEYWORDS.some((keyword) => lower.startsWith(keyword));
  return bare ? id : `"${id}"`;
}
