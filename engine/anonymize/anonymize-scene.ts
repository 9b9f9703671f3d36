import type { SceneDocumentValue } from '../../schema/index.js';
import type { FontBytes } from '../fonts/index.js';
import { createMeasurer, DEFAULT_FONT_SIZE, type TextSpec } from '../measure/index.js';
import { resolveStrategy } from '../normalize/index.js';
import { drawnSpecsOf } from './drawn-specs.js';
import { renameIds, type IdRenaming } from './rename-ids.js';
import { seededRandom } from './seeded-random.js';
import { LabelSwapper } from './swap-labels.js';
import { FIRST_TRY, WordSwapper, wordsOf, type Measured } from './swap-words.js';

type Element = SceneDocumentValue['elements'][number];
type Json = unknown;

/** A 1x1 grey PNG: what every embedded picture becomes (its box and intrinsic size stay). */
const GREY_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGM4AAAAwgDBUl5XUQAAAABJRU5ErkJggg==';
/** What an icon given as a URL becomes: still a URL (drawn the same way, never fetched), of no one's. */
const NEUTRAL_ICON_URL = 'https://example.com/icon.png';
/** Metadata keys whose values are dates the schema checks: kept as they are. */
const KEPT_METADATA = new Set(['createdAt', 'updatedAt']);

/**
 * The vocabulary's widths by casing and font, for each set of fonts: the same for every
 * copy made with them, and a few thousand measurements a call would otherwise repeat.
 */
const widthTables = new WeakMap<FontBytes, Map<string, Measured[]>>();

export interface AnonymizeOptions {
  /** Picks the substitution: the same seed gives the same copy, everywhere. An unsigned 32-bit integer. */
  seed: number;
  /** The fonts widths are measured in (the bundled ones), so the copy lays out to the same boxes. */
  fonts: FontBytes;
}

/**
 * A copy of a scene that keeps the bug and not the content, for a problem report: every
 * text a person wrote (labels, titles, names, notes, ER columns and types, edge labels,
 * metadata values, the description) becomes neutral words of the same width in what it is
 * drawn in (face, weight, size: drawn-specs.ts), every id a short neutral one, every
 * embedded picture a grey pixel; structure, families, shapes, styles, icons by key,
 * positions and sizes stay. A label whose box would still change is swapped again until it
 * does not (swap-labels.ts), so the copy lays out to the same boxes (within 2 px, tested on
 * 200 scenes; mostly within a few hundredths). `computed` is dropped (it holds the
 * original's text runs; the copy is drawn afresh). Deterministic: a function of the scene
 * and the seed.
 */
export function anonymizeScene(source: SceneDocumentValue, { seed, fonts }: AnonymizeOptions): SceneDocumentValue {
  const measurer = createMeasurer(fonts);
  // Single letters tell nothing and are few: a lone "I" or "x" may come back as itself.
  const forbidden = new Set(originalWords(source).filter((word) => word.length > 1));
  if (!widthTables.has(fonts)) widthTables.set(fonts, new Map());
  const swapper = new WordSwapper(seededRandom(seed), forbidden, widthTables.get(fonts));
  const ids = renameIds(source);
  const swapIn = (spec: TextSpec) => (text: string, retry = FIRST_TRY, avoid?: ReadonlySet<string>): string =>
    swapper.swapText(text, (piece) => measurer.width(piece, spec), `${spec.font} ${spec.size} ${spec.weight} ${spec.italic === true ? 'i' : ''}`, avoid, retry);
  const plainSpec: TextSpec = { font: 'sans', size: DEFAULT_FONT_SIZE, weight: 'normal' };
  const swapPlain = (text: string): string => swapIn(plainSpec)(text);
  const swapDeep = (value: Json): Json => deepSwap(value, swapPlain);
  const labels = new LabelSwapper(source, resolveStrategy(source.layoutStrategy), measurer, swapIn);

  // ER columns first: edges name them, so each entity's names map one to one.
  const columnNames = new Map<string, Map<string, string>>();
  const elements = source.elements.map((element): Element => {
    // Each text in what it is drawn in (an ER table's rows are smaller than its bold header).
    const specs = drawnSpecsOf(element, source);
    const swap = (text: string): string => swapIn(specs.text)(text);
    const swapRow = (text: string, avoid?: ReadonlySet<string>): string => swapIn(specs.row)(text, FIRST_TRY, avoid);
    const common = {
      ...element,
      id: ids.element(element.id),
      ...(element.name === undefined ? {} : { name: swap(element.name) }),
      ...(element.metadata === undefined ? {} : { metadata: swapDeep(element.metadata) as Record<string, unknown> }),
    };
    const swapLabel = (text: string): string => labels.swap(element, text, specs.text);
    return anonymizeElement(common as Element, element, { swap, swapRow, swapLabel, ids, swapDeep, columnNames });
  });
  const header = source.scene;
  const out: SceneDocumentValue = {
    ...source,
    scene: {
      ...header,
      id: 'diagram',
      ...(header.title === undefined ? {} : { title: swapPlain(header.title) }),
      ...(header.description === undefined ? {} : { description: swapPlain(header.description) }),
      ...(header.brief === undefined ? {} : { brief: swapPlain(header.brief) }),
      ...(header.metadata === undefined ? {} : { metadata: swapMetadata(header.metadata, swapDeep) as typeof header.metadata }),
    },
    elements,
    ...(source.constraints === undefined ? {} : { constraints: source.constraints.map((c) => renameConstraint(c, ids)) }),
    ...(source.assets === undefined
      ? {}
      : {
          assets: Object.fromEntries(
            Object.entries(source.assets).map(([id, asset]) => [
              ids.asset(id),
              { ...asset, mimeType: 'image/png' as const, data: GREY_PIXEL_PNG, ...(asset.title === undefined ? {} : { title: swapPlain(asset.title) }) },
            ]),
          ),
        }),
  };
  delete (out as { computed?: unknown }).computed;
  return out;
}

interface ElementTools {
  swap: (text: string) => string;
  /** The same for an ER table's column names and types (set smaller than its header), each distinct from `avoid`. */
  swapRow: (text: string, avoid?: ReadonlySet<string>) => string;
  /** The label, title or text whose size layout reads, swapped so that it keeps it (swap-labels.ts). */
  swapLabel: (text: string) => string;
  ids: IdRenaming;
  swapDeep: (value: Json) => Json;
  columnNames: Map<string, Map<string, string>>;
}

/** The kind's own texts and references, on top of the common fields already swapped. */
function anonymizeElement(copy: Element, original: Element, { swap, swapRow, swapLabel, ids, swapDeep, columnNames }: ElementTools): Element {
  const place = (layout: unknown): unknown => renamePlace(layout, ids);
  switch (copy.kind) {
    case 'node': {
      const node = original as Extract<Element, { kind: 'node' }>;
      const columns = node.extensions?.columns;
      const names = new Map<string, string>();
      columnNames.set(node.id, names);
      const used = new Set<string>();
      const anchor = node.extensions?.anchor;
      return {
        ...copy,
        ...(node.label === undefined ? {} : { label: swapLabel(node.label) }),
        ...(node.layout === undefined ? {} : { layout: place(node.layout) as typeof node.layout }),
        ...(node.icon === undefined || !/^https?:/.test(node.icon) ? {} : { icon: NEUTRAL_ICON_URL }),
        ports: (node.ports ?? []).map((port) => ({
          ...port,
          id: ids.port(node.id, port.id),
          ...(port.label === undefined ? {} : { label: swap(port.label) }),
          ...(port.metadata === undefined ? {} : { metadata: swapDeep(port.metadata) as Record<string, unknown> }),
        })),
        ...(node.extensions === undefined
          ? {}
          : {
              extensions: {
                ...node.extensions,
                ...(columns === undefined
                  ? {}
                  : {
                      columns: columns.map((column) => {
                        const name = names.get(column.name) ?? swapRow(column.name, used);
                        names.set(column.name, name);
                        used.add(name);
                        return {
                          ...column,
                          name,
                          ...(column.type === undefined ? {} : { type: swapRow(column.type) }),
                          ...(column.comment === undefined ? {} : { comment: swapRow(column.comment) }),
                        };
                      }),
                    }),
                ...(anchor === undefined ? {} : { anchor: typeof anchor === 'string' ? ids.element(anchor) : anchor.map((id) => ids.element(id)) }),
              },
            }),
      };
    }
    case 'edge': {
      const edge = original as Extract<Element, { kind: 'edge' }>;
      const end = (endpoint: typeof edge.from): typeof edge.from => ({
        ...endpoint,
        elementId: ids.element(endpoint.elementId),
        ...(endpoint.portId === undefined ? {} : { portId: ids.port(endpoint.elementId, endpoint.portId) }),
        ...(endpoint.column === undefined ? {} : { column: columnNames.get(endpoint.elementId)?.get(endpoint.column) ?? swap(endpoint.column) }),
      });
      return { ...copy, from: end(edge.from), to: end(edge.to), ...(edge.label === undefined ? {} : { label: swapLabel(edge.label) }) } as Element;
    }
    case 'frame':
    case 'group': {
      const container = original as Extract<Element, { kind: 'frame' | 'group' }>;
      return {
        ...copy,
        ...(container.title === undefined ? {} : { title: swapLabel(container.title) }),
        ...(container.children === undefined ? {} : { children: container.children.map((id) => ids.element(id)) }),
        ...('layout' in container && container.layout !== undefined ? { layout: place(container.layout) } : {}),
      } as Element;
    }
    case 'text': {
      const text = original as Extract<Element, { kind: 'text' }>;
      return { ...copy, ...(text.text === undefined ? {} : { text: swapLabel(text.text) }), ...(text.layout === undefined ? {} : { layout: place(text.layout) as typeof text.layout }) };
    }
    case 'image': {
      const image = original as Extract<Element, { kind: 'image' }>;
      return { ...copy, assetRef: ids.asset(image.assetRef), ...(image.layout === undefined ? {} : { layout: place(image.layout) as typeof image.layout }) };
    }
    case 'guide':
      return copy;
  }
}

/** A relative layout's target renamed (absolute layouts have none). */
function renamePlace(layout: unknown, ids: IdRenaming): unknown {
  if (typeof layout !== 'object' || layout === null || !('place' in layout)) return layout;
  const place = (layout as { place: Record<string, unknown> }).place;
  const renamed = Object.fromEntries(
    Object.entries(place).map(([key, value]) => [key, ['above', 'below', 'leftOf', 'rightOf', 'inside'].includes(key) && typeof value === 'string' ? ids.element(value) : value]),
  );
  return { ...layout, place: renamed };
}

function renameConstraint<C extends NonNullable<SceneDocumentValue['constraints']>[number]>(constraint: C, ids: IdRenaming): C {
  const out: Record<string, unknown> = { ...constraint, id: ids.constraint(constraint.id) };
  for (const key of ['container', 'source', 'target'] as const) if (typeof out[key] === 'string') out[key] = ids.element(out[key]);
  if (Array.isArray(out.elements)) out.elements = (out.elements as string[]).map((id) => ids.element(id));
  return out as C;
}

function swapMetadata(metadata: Record<string, unknown>, swapDeep: (value: Json) => Json): Record<string, unknown> {
  return Object.fromEntries(Object.entries(metadata).map(([key, value]) => [key, KEPT_METADATA.has(key) ? value : swapDeep(value)]));
}

/** Every string inside a free-form value swapped; keys, numbers and booleans kept. */
function deepSwap(value: Json, swap: (text: string) => string): Json {
  if (typeof value === 'string') return swap(value);
  if (Array.isArray(value)) return value.map((item) => deepSwap(item, swap));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepSwap(item, swap)]));
  return value;
}

/** Every word of every text the copy swaps, lower case: none of them may appear in the copy. */
export function originalWords(source: SceneDocumentValue): string[] {
  const words: string[] = [];
  const collect = (value: Json): void => {
    if (typeof value === 'string') words.push(...wordsOf(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  const { scene } = source;
  collect([scene.title, scene.description, scene.brief, scene.metadata]);
  for (const element of source.elements) {
    collect([element.name, element.metadata]);
    if (element.kind === 'node') collect([element.label, element.ports?.map((p) => [p.label, p.metadata]), element.extensions?.columns?.map((c) => [c.name, c.type, c.comment])]);
    if (element.kind === 'edge') collect([element.label, element.from.column, element.to.column]);
    if (element.kind === 'frame' || element.kind === 'group') collect(element.title);
    if (element.kind === 'text') collect(element.text);
  }
  collect(Object.values(source.assets ?? {}).map((asset) => asset.title));
  return words;
}
