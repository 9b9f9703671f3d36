import path from 'node:path';
import { ENGINE_LAYERS } from './engine-layers.js';
import { OPEN_LAYERS, ROOMED_LAYERS, SERVER_BASE, SERVER_LAYERS } from './server-layers.js';

/**
 * The project's import boundaries as ESLint rules (used by eslint.config.js, tested in
 * test/lint/). Each rule resolves a relative import against the file and judges where it
 * lands, so `../x` and `../../x` are the same import wherever the file sits.
 */

/** The repository-relative, '/'-separated path an import resolves to, or null for a package import. */
function resolved(context, source) {
  if (!source.startsWith('.')) return null;
  const absolute = path.resolve(path.dirname(context.filename), source);
  return path.relative(context.cwd, absolute).split(path.sep).join('/');
}

/** Calls `check(node, target)` for every import, re-export and dynamic import with a literal source. */
function eachImport(context, check) {
  const visit = (node) => {
    const source = node.source;
    if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
    const target = resolved(context, source.value);
    if (target !== null) check(node, target, source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** engine/<folder>/... → folder; engine/<file> → '' ; elsewhere → null. */
function engineFolder(file) {
  const parts = file.split('/');
  if (parts[0] !== 'engine') return null;
  return parts.length > 2 ? parts[1] : '';
}

const INDEX = /^index\.(js|ts)$/;

/** The engine's one door to its internals, for the benches (bench/ only, dsp/bench-fence); no stage enters by it. */
const INTERNAL_DOOR = /^engine\/internal\.(js|ts)$/;

const engineLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'engine folders import each other only through index.ts, and only as ENGINE_LAYERS allows' },
    messages: {
      deep: 'Import {{target}} through engine/{{folder}}/index.ts: stages talk only through each other\'s index.',
      layer: 'engine/{{from}} may not import engine/{{folder}} (allowed: {{allowed}}; eslint/engine-layers.js).',
      unknown: 'engine/{{folder}} is not in eslint/engine-layers.js: add it with what it may import.',
      internalDoor: 'engine/internal.ts is the benches\' door to the engine\'s internals: a stage imports another through its index.ts, not through it.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const from = engineFolder(file);
    if (from === null) return {};
    // The benches' door re-exports stage internals: its deep imports are its purpose.
    if (INTERNAL_DOOR.test(file)) return {};
    return eachImport(context, (node, target) => {
      if (INTERNAL_DOOR.test(target)) {
        context.report({ node, messageId: 'internalDoor' });
        return;
      }
      const folder = engineFolder(target);
      if (folder === null || folder === '' || folder === from) return;
      if (!Object.hasOwn(ENGINE_LAYERS, folder)) {
        context.report({ node, messageId: 'unknown', data: { folder } });
        return;
      }
      const rest = target.split('/').slice(2).join('/');
      if (!INDEX.test(rest)) context.report({ node, messageId: 'deep', data: { target, folder } });
      if (from === '') return;
      const allowed = ENGINE_LAYERS[from];
      if (allowed === undefined) context.report({ node, messageId: 'unknown', data: { folder: from } });
      else if (!allowed.includes(folder)) context.report({ node, messageId: 'layer', data: { from, folder, allowed: allowed.join(', ') || 'none' } });
    });
  },
};

/**
 * Where a file sits in server/: the composition root or a base file (server/*.ts), or a
 * layer, its room (use-cases/<room>; the layer itself for the others) and the path inside
 * the room; null outside server/.
 */
function serverPlace(file) {
  const parts = file.split('/');
  if (parts[0] !== 'server' || parts.length < 2) return null;
  if (parts.length === 2) return { layer: SERVER_BASE.includes(parts[1].replace(/\.js$/, '.ts')) ? 'base' : 'root' };
  const layer = parts[1];
  const roomed = ROOMED_LAYERS.includes(layer) && parts.length > 3;
  return { layer, room: roomed ? `${layer}/${parts[2]}` : layer, rest: parts.slice(roomed ? 3 : 2).join('/') };
}

const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'server layers import downwards only, as SERVER_LAYERS allows, and only through each other\'s (or each room\'s) index.ts' },
    messages: {
      root: 'server/{{target}} is the composition root: only the root imports it (pass what you need in, or move it to a layer).',
      base: 'server/{{from}} is a base file: it imports nothing of server/ ({{target}}).',
      deep: 'Import {{target}} through {{room}}/index.ts: layers and rooms talk only through each other\'s index.',
      layer: 'server/{{from}} may not import server/{{to}} (allowed: {{allowed}}; eslint/server-layers.js).',
      unknown: 'server/{{layer}} is not in eslint/server-layers.js: add it with what it may import.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const from = serverPlace(file);
    if (from === null) return {};
    return eachImport(context, (node, target) => {
      const to = serverPlace(target);
      if (to === null || to.layer === 'base') return;
      if (to.layer === 'root') {
        if (from.layer !== 'root') context.report({ node, messageId: 'root', data: { target: target.slice('server/'.length) } });
        return;
      }
      if (from.layer === 'base') return context.report({ node, messageId: 'base', data: { from: file.slice('server/'.length), target } });
      if (from.layer === 'root' || from.room === to.room) return;
      for (const layer of [from.layer, to.layer]) {
        if (!Object.hasOwn(SERVER_LAYERS, layer)) return context.report({ node, messageId: 'unknown', data: { layer } });
      }
      const allowed = SERVER_LAYERS[from.layer];
      if (from.layer !== to.layer && !allowed.includes(to.layer)) {
        return context.report({ node, messageId: 'layer', data: { from: from.layer, to: to.layer, allowed: allowed.join(', ') || 'none' } });
      }
      if (!OPEN_LAYERS.includes(to.layer) && !INDEX.test(to.rest)) context.report({ node, messageId: 'deep', data: { target, room: `server/${to.room}` } });
    });
  },
};

/** The font loaders' own files; `fonts/package-version` is the package's version, not a loader. */
const FONT_LOADERS = /^fonts\/(?!package-version\.)[^/]+\.(js|ts)$/;

const frontDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'cli/ uses server/ only through server/index.ts; element/ never imports server/; the engine comes with its fonts from entry/' },
    messages: {
      cliServer: 'cli/ uses the server through server/index.ts only (export what the CLI needs there), not {{target}}.',
      elementServer: 'element/ runs in the browser: it must not import server/ ({{target}}).',
      fontLoaders: 'Take the engine with its platform\'s fonts from entry/node.ts or entry/browser.ts (bundledFonts, resvgWasm), not {{target}}.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const top = file.split('/')[0];
    if (!['cli', 'element', 'plugins', 'server'].includes(top)) return {};
    return eachImport(context, (node, target) => {
      if (FONT_LOADERS.test(target)) context.report({ node, messageId: 'fontLoaders', data: { target } });
      if (target.split('/')[0] !== 'server' || top === 'server' || top === 'plugins') return;
      if (top === 'element') context.report({ node, messageId: 'elementServer', data: { target } });
      else if (target !== 'server/index.js' && target !== 'server/index.ts') context.report({ node, messageId: 'cliServer', data: { target } });
    });
  },
};

/**
 * What bench/ may import besides itself: the public entries, the engine's door to its
 * internals, the helpers it shares with the tests, and the build (a bench may build what it
 * measures). Everything else moves without a bench noticing.
 */
const BENCH_DOORS = [
  /^entry\/[^/]+\.(js|ts)$/,
  /^engine\/index\.(js|ts)$/,
  INTERNAL_DOOR,
  /^server\/index\.(js|ts)$/,
  /^schema\//,
  /^harness\//,
  /^scripts\//,
];

const benchFence = {
  meta: {
    type: 'problem',
    docs: { description: 'bench/ imports only the public entries, engine/internal.ts, harness/ and scripts/; harness/ imports neither bench/ nor test/' },
    messages: {
      fenced: 'bench/ measures through the public entries (entry/, engine/index.ts, server/index.ts, schema/), engine/internal.ts and harness/, not {{target}}: export what it needs from one of them.',
      neutral: 'harness/ is shared by the tests and the benches: it imports neither ({{target}}); move what both need into harness/.',
    },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const top = file.split('/')[0];
    if (top === 'harness') {
      // The test corpus is data the fuzz requests are made from, not a test helper.
      return eachImport(context, (node, target) => {
        const into = target.split('/')[0];
        if (into === 'bench' || (into === 'test' && !target.startsWith('test/corpus/'))) context.report({ node, messageId: 'neutral', data: { target } });
      });
    }
    if (top !== 'bench') return {};
    return eachImport(context, (node, target) => {
      if (target.split('/')[0] === 'bench' || BENCH_DOORS.some((door) => door.test(target))) return;
      context.report({ node, messageId: 'fenced', data: { target } });
    });
  },
};

/** The plugin: `dsp/engine-layers`, `dsp/server-layers`, `dsp/front-doors`, `dsp/bench-fence`. */
export const boundaries = { meta: { name: 'dsp-boundaries' }, rules: { 'engine-layers': engineLayers, 'server-layers': serverLayers, 'front-doors': frontDoors, 'bench-fence': benchFence } };
