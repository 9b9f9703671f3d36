/**
 * mmdc's Markdown mode: the mermaid blocks of a Markdown file, and the file again with
 * each block replaced by an image link. Read line by line as CommonMark reads fences
 * (our own reader, not mmdc's regular expression): ```mermaid and ~~~mermaid code fences and
 * :::mermaid (or ::: mermaid) containers; a fence closes on a line of the same character,
 * at least as long; a mermaid fence shown inside another code block (a Markdown example of
 * one) is left alone.
 */

/** One mermaid block: where it is in the file, and its text. */
export interface MermaidBlock {
  /** 0-based indexes of the opening and closing fence lines. */
  open: number;
  close: number;
  /** The diagram text (the lines between the fences). */
  text: string;
  /** The file's 1-based line number of the diagram's first line: a diagram's line L is file line L + firstLine - 1. */
  firstLine: number;
  /** The opening fence's indentation, kept before the image link (a block inside a list item stays in it). */
  indent: string;
}

/** A mermaid fence that is never closed: the 1-based line it opens on. */
export interface UnclosedFence {
  line: number;
}

const FENCE = /^([ \t]*)(`{3,}|~{3,}|:{3,})[ \t]*([^\s`]*)[^`]*$/;

/** The mermaid blocks of a Markdown text, in order, and any mermaid fence left open. */
export function findMermaidBlocks(markdown: string): { blocks: MermaidBlock[]; unclosed: UnclosedFence[] } {
  const lines = markdown.split('\n').map((line) => line.replace(/\r$/, ''));
  const blocks: MermaidBlock[] = [];
  const unclosed: UnclosedFence[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = FENCE.exec(lines[index]!);
    if (opening === null) continue;
    const [, indent = '', fence = '', info = ''] = opening;
    // A bare ::: closes a container; it does not open one.
    if (fence.startsWith(':') && info === '') continue;
    const close = closingLine(lines, index + 1, fence);
    const isMermaid = info.toLowerCase() === 'mermaid';
    if (close === undefined) {
      if (isMermaid) unclosed.push({ line: index + 1 });
      // An unclosed code fence runs to the end of the file (CommonMark): nothing after it is a block.
      if (!fence.startsWith(':')) break;
      continue;
    }
    if (isMermaid) blocks.push({ open: index, close, text: lines.slice(index + 1, close).join('\n'), firstLine: index + 2, indent });
    // Code fences hide what they hold; a container other than mermaid holds Markdown, read on.
    if (isMermaid || !fence.startsWith(':')) index = close;
  }
  return { blocks, unclosed };
}

/** The line that closes a fence: only the same character, at least as many, and spaces. */
function closingLine(lines: readonly string[], from: number, fence: string): number | undefined {
  const closing = new RegExp(`^[ \\t]*\\${fence[0]}{${fence.length},}[ \\t]*$`);
  for (let index = from; index < lines.length; index++) if (closing.test(lines[index]!)) return index;
  return undefined;
}

/** An image link as mmdc writes it: `![alt](url)` or `![alt](url "title")`, with [ ] \ in the alt and " \ in the title escaped. */
export function markdownImage(url: string, alt: string, title?: string): string {
  const escapedAlt = alt.replace(/[[\]\\]/g, '\\$&');
  return title === undefined ? `![${escapedAlt}](${url})` : `![${escapedAlt}](${url} "${title.replace(/["\\]/g, '\\$&')}")`;
}

/** The Markdown with each block (fences included) replaced by its link, line endings kept. */
export function replaceBlocks(markdown: string, blocks: readonly MermaidBlock[], links: readonly string[]): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let next = 0;
  blocks.forEach((block, index) => {
    out.push(...lines.slice(next, block.open));
    const ending = lines[block.close]!.endsWith('\r') ? '\r' : '';
    out.push(`${block.indent}${links[index]!}${ending}`);
    next = block.close + 1;
  });
  out.push(...lines.slice(next));
  return out.join('\n');
}
