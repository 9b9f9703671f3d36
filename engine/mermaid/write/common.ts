import { LAYOUT_STRATEGY_DEFAULTS, type ElementValue, type SceneDocumentValue, type StyleValue } from '../../../schema/index.js';
import { cssFromStyle, type StyleTarget } from '../css.js';
import { yamlString } from './encode.js';
import type { Notes } from './notes.js';

/** The frontmatter title, the diagram keyword line and the description (accDescr). */
export function headerLines(scene: SceneDocumentValue, keywordLine: string): string[] {
  const lines: string[] = [];
  const front: string[] = [];
  if (scene.scene.title !== undefined && scene.scene.title !== '') front.push(`title: ${yamlString(scene.scene.title)}`);
  // labelWrapWidth as the Mermaid config the reader takes it from (engine/mermaid/config.ts).
  const wrapWidth = scene.layoutStrategy?.labelWrapWidth;
  if (wrapWidth === 0) front.push('config:', '  markdownAutoWrap: false');
  else if (wrapWidth !== undefined) front.push('config:', '  flowchart:', `    wrappingWidth: ${wrapWidth}`);
  if (front.length > 0) lines.push('---', ...front, '---');
  lines.push(keywordLine);
  const description = scene.scene.description;
  if (description !== undefined && description.trim() !== '') {
    if (description.includes('\n')) lines.push('  accDescr {', ...description.replace(/}/g, ')').split('\n').map((line) => `    ${line}`), '  }');
    else lines.push(`  accDescr: ${description}`);
  }
  return lines;
}


/** Notes for the scene-level settings Mermaid has no syntax for. */
export function sceneNotes(scene: SceneDocumentValue, notes: Notes): void {
  if (scene.constraints.length > 0) notes.add(`layout constraints are not shown (${scene.constraints.length})`);
  if (scene.palette !== undefined && Object.keys(scene.palette).length > 0) notes.add('the palette (scene colours) is not shown; Mermaid uses its own theme');
  const header = scene.scene;
  if (header.canvas !== undefined || header.viewport !== undefined) notes.add('the canvas and viewport are not shown');
  if (header.defaults !== undefined) notes.add('scene defaults (font, stroke width, router) are not shown');
  if (header.brief !== undefined) notes.add('the brief is not part of Mermaid text');
  if (header.metadata !== undefined || header.extensions !== undefined) notes.add('scene metadata and extensions are not shown');
  if (scene.assets !== undefined && Object.keys(scene.assets).length > 0) notes.add('embedded assets are not shown');
  const { showLifelineFeet: _feet, ...extensions } = scene.extensions ?? { showLifelineFeet: true };
  if (Object.keys(extensions).length > 0) notes.add(`scene extensions are not shown (${Object.keys(extensions).join(', ')})`);
  const strategy = scene.layoutStrategy;
  if (strategy !== undefined) {
    if (strategy.algorithm !== 'hierarchical') notes.add(`the layout algorithm ${strategy.algorithm} is not shown; Mermaid lays out hierarchically`);
    const sized = ['nodeSpacing', 'rankSpacing', 'nodeWidth', 'nodeHeight'] as const;
    const changed = sized.filter((key) => strategy[key] !== LAYOUT_STRATEGY_DEFAULTS[key]);
    if (changed.length > 0) notes.add(`layout spacing and default sizes are not shown (${changed.join(', ')})`);
  }
}

/** Notes for element kinds Mermaid has no form for, and for placement every element loses. */
export function elementNotes(element: ElementValue, notes: Notes): void {
  if (element.kind === 'group') notes.add('groups are not shown', element.id);
  if (element.kind === 'text') notes.add('text elements are not shown', element.id);
  if (element.kind === 'image') notes.add('image elements are not shown', element.id);
  if (element.kind === 'guide') notes.add('guides are not shown', element.id);
  if (element.kind !== 'node' && element.kind !== 'frame') return;
  const layout = element.layout;
  const placed = layout !== undefined && (layout.mode === 'relative' || layout.x !== 0 || layout.y !== 0)
    || element.x !== undefined || element.y !== undefined || element.width !== undefined || element.height !== undefined;
  if (placed) notes.add('positions and sizes are not shown (the layout engine places the elements again)', element.id);
  if (element.zIndex !== 0 || element.locked) notes.add('paint order and locks are not shown', element.id);
  if (element.visible === false) notes.add('hidden elements are written as visible', element.id);
}

/** The style an element names or holds, looked up in the registry. */
export function styleOf(scene: SceneDocumentValue, style: ElementValue['style']): StyleValue | undefined {
  if (style === undefined) return undefined;
  return typeof style === 'string' ? scene.styles?.[style] : style;
}

/**
 * Mermaid class names for the style registry: "." and ":" (CSS selectors) become "_", and
 * "default" becomes "default_" (Mermaid gives a class named default to every node without
 * a class, which a DSP style name does not do).
 */
export function classNames(scene: SceneDocumentValue, notes: Notes): Map<string, string> {
  const names = Object.keys(scene.styles ?? {});
  const taken = new Set(names);
  const out = new Map<string, string>();
  for (const name of names) {
    if (/^[A-Za-z_][\w-]*$/.test(name) && name !== 'default') {
      out.set(name, name);
      continue;
    }
    let candidate = name === 'default' ? 'default_' : `${/^[A-Za-z_]/.test(name) ? '' : 's_'}${name.replace(/[.:]/g, '_')}`;
    for (let n = 2; taken.has(candidate); n++) candidate = `${candidate.replace(/_\d+$/, '')}_${n}`;
    taken.add(candidate);
    out.set(name, candidate);
    notes.add(`style names written as Mermaid class names (${name} as ${candidate})`);
  }
  return out;
}

/** `classDef` lines for the registry (empty styles are left out: Mermaid refuses an empty classDef). */
export function classDefLines(scene: SceneDocumentValue, names: Map<string, string>, notes: Notes): { lines: string[]; written: Set<string> } {
  const lines: string[] = [];
  const written = new Set<string>();
  for (const [name, style] of Object.entries(scene.styles ?? {})) {
    const { css, dropped } = cssFromStyle(style, 'node');
    for (const field of dropped) notes.add(`style fields Mermaid cannot show are left out (${field})`, name);
    if (css === '') {
      notes.add('styles with nothing Mermaid can show are left out', name);
      continue;
    }
    lines.push(`  classDef ${names.get(name)} ${css}`);
    written.add(name);
  }
  return { lines, written };
}

/** `class a,b name` lines, one per style name, in order of first use. */
export function classLines(uses: ReadonlyArray<{ id: string; style: string }>, names: Map<string, string>): string[] {
  const byStyle = new Map<string, string[]>();
  for (const { id, style } of uses) byStyle.set(style, [...(byStyle.get(style) ?? []), id]);
  return [...byStyle].map(([style, ids]) => `  class ${ids.join(',')} ${names.get(style) ?? style}`);
}

/** A `style id css` line for an inline style, or undefined when nothing can be shown. */
export function inlineStyleLine(id: string, style: StyleValue, target: StyleTarget, notes: Notes): string | undefined {
  const { css, dropped } = cssFromStyle(style, target);
  for (const field of dropped) notes.add(`style fields Mermaid cannot show are left out (${field})`, id);
  return css === '' ? undefined : `  style ${id} ${css}`;
}

