import fc from 'fast-check';

type Json = unknown;
type Segment = string | number;

/** Strings that have broken parsers, encoders, SQL, SVG and logs before. */
const HOSTILE_STRINGS = [
  '', ' ', '\ud800', 'a\udfffb', '\u0000', '\u202eevil', '<script>alert(1)</script>', ']]>', '&amp;&#0;', '"\'`', '\\', '../../etc/passwd',
  '%00', '%E0%A4%A', '${1+1}', '{{7*7}}', "'; drop table diagrams; --", '__proto__', 'constructor', 'toString', '🙂👩‍👩‍👧', 'é'.repeat(300),
  'x'.repeat(2_000), '\n\r\t', 'null', 'NaN', '1e999', 'dsp_sk_0123456789abcdef0123456789abcdef', 'javascript:alert(1)', 'data:text/html,x',
];

/** Numbers at the edges of what JSON, doubles and the schema's ranges take. */
const HOSTILE_NUMBERS = [0, -0, -1, 1, 0.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e6, -1e6, 1e21, 1e308, -1e308, 5e-324, 123456.789];

/** A value to put where another was: hostile strings and numbers, the seed's own strings (ids, so references still hit), any JSON. */
function replacement(vocabulary: readonly string[]): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: vocabulary.length > 0 ? fc.constantFrom(...vocabulary) : fc.string() },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.integer({ min: -100, max: 2_000 }) },
    { weight: 1, arbitrary: fc.constantFrom<Json>(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

type Mutation =
  | { kind: 'replace'; at: number; value: Json }
  | { kind: 'delete'; at: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'rename'; at: number; name: string }
  | { kind: 'wrap'; at: number };

function mutation(vocabulary: readonly string[]): fc.Arbitrary<Mutation> {
  const at = fc.nat();
  return fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), at, value: replacement(vocabulary) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), at }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), at, name: fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 8 })) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), at }) },
  );
}

/** Every place in a value, the root first. */
function placesOf(value: Json, path: Segment[] = [], out: Segment[][] = []): Segment[][] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, i) => placesOf(item, [...path, i], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) placesOf(item, [...path, key], out);
  return out;
}

function stringsOf(value: Json, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, out));
  return out;
}

function apply(root: Json, change: Mutation): Json {
  const places = placesOf(root);
  const path = places[change.at % places.length]!;
  if (path.length === 0) return change.kind === 'replace' ? change.value : change.kind === 'wrap' ? [root] : root;
  let parent = root as Record<string | number, Json>;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  const current = parent[last];
  switch (change.kind) {
    case 'replace':
      parent[last] = change.value;
      break;
    case 'wrap':
      parent[last] = typeof last === 'number' ? [current] : { [last]: current };
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
      break;
    case 'duplicate':
      if (Array.isArray(parent)) parent.splice(Number(last), 0, structuredClone(current));
      else parent[`${String(last)}_copy`] = structuredClone(current);
      break;
    case 'rename':
      if (!Array.isArray(parent)) {
        delete parent[last];
        parent[change.name] = current;
      }
      break;
  }
  return root;
}

/**
 * A seed with up to `max` random changes: a value replaced (by a hostile string or number,
 * one of the seed's own strings, any JSON), a field or item deleted, duplicated, renamed or
 * wrapped. The seed comes back unchanged about half the time, so valid seeds reach layout,
 * drawing and storage often.
 */
export function mutatedJson(seed: Json, max = 4): fc.Arbitrary<Json> {
  const vocabulary = [...stringsOf(seed)].slice(0, 200);
  return fc.array(mutation(vocabulary), { maxLength: max }).chain((changes) =>
    fc.boolean().map((keep) => (keep ? structuredClone(seed) : changes.reduce<Json>((value, change) => apply(value, change), structuredClone(seed)))),
  );
}

/** Snippets that break JSON text where JSON.stringify cannot: overflowing numbers, escapes of lone surrogates, structure. */
const TEXT_SNIPPETS = ['1e999', '-1e999', '"\\ud800"', '\\udfff', '[', ']', '{', '}', ',', ':', '"', '\\', '\u0000', 'nul', '0x10', '01', '.5', '1.', '\ufeff'];

/** Mostly the text as is; sometimes cut short, a snippet spliced in, a number made to overflow, or wrapped 200-50,000 levels deep. */
export function mutatedText(text: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(text) },
    { weight: 1, arbitrary: fc.nat({ max: Math.max(0, text.length) }).map((at) => text.slice(0, at)) },
    { weight: 2, arbitrary: fc.tuple(fc.nat({ max: text.length }), fc.constantFrom(...TEXT_SNIPPETS)).map(([at, snippet]) => text.slice(0, at) + snippet + text.slice(at)) },
    { weight: 1, arbitrary: fc.constantFrom('1e999', '-1e999', '1e400').map((big) => text.replace(/(?<=[:[,])\s*-?\d+(\.\d+)?(?=[,}\]])/, big)) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 50_000 }).map((depth) => `{"scene":${'['.repeat(depth)}${']'.repeat(depth)}}`) },
  );
}

/** Tokens of Mermaid syntax and breakage, spliced into corpus texts. */
const MERMAID_TOKENS = [
  '-->', '---', '-.->', '==>', '<-->', '|x|', '[', ']', '(', ')', '{', '}', '((', '))', '"', '`', '&', ':::', '\n', ';', 'subgraph ', 'end',
  'direction LR', 'classDef c fill:#f00', 'style A stroke:#0f0', '%% c', '#quot;', '<br>', '||--o{', '}|..|{', ': r', 'string id PK', '\ud800', 'é数',
];

/** A Mermaid text with up to five edits: a slice deleted and a token or random text inserted. */
export function mutatedMermaid(text: string): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.oneof(fc.constantFrom(...MERMAID_TOKENS), fc.string({ maxLength: 6 })));
  return fc.array(edit, { maxLength: 5 }).map((edits) =>
    edits.reduce((out, [at, remove, insert]) => {
      const position = at % (out.length + 1);
      return out.slice(0, position) + insert + out.slice(position + remove);
    }, text),
  );
}

/** Any hostile string, for headers' and paths' values too. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 16 }), fc.string({ unit: 'binary', maxLength: 8 }));
