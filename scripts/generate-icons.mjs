#!/usr/bin/env node
/**
 * Writes the icon data of engine/render/icons/data/ from the installed icon packages. Run
 * by hand after upgrading one of them (`node scripts/generate-icons.mjs`); its output is
 * committed, so drawing never reads node_modules.
 *
 * - general.ts: the spec's 52 general ids → lucide-static's inner SVG (ISC). Six spec ids
 *   are lucide's old names; they map onto the renamed files.
 * - aws.ts, azure.ts, gcp.ts: product logos from @iconify-json/logos (CC0) and, for Azure
 *   and Google Cloud, @iconify-json/simple-icons (CC0). Simple Icons are one-colour
 *   (currentColor); they get their brand colour here, because cloud icons keep their own
 *   colours whatever the theme.
 *
 * Ids inside a body (gradients, masks) are renamed to `dsp-.icon-<family>-<id>.<n>`: each
 * body is defined once per drawing, so these are unique and the same in every run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const OUT = new URL('../engine/render/icons/data/', import.meta.url);

/** The spec's general ids, in the spec's order. */
const GENERAL_IDS = [
  'server', 'database', 'credit-card', 'cloud', 'hard-drive', 'cpu', 'monitor', 'globe', 'smartphone', 'shield', 'lock',
  'unlock', 'key', 'wifi', 'network', 'code', 'terminal', 'git-branch', 'git-merge', 'package', 'boxes', 'layers',
  'file-code', 'table', 'bar-chart', 'filter', 'search', 'mail', 'message-square', 'bell', 'settings', 'wrench',
  'refresh-cw', 'clock', 'calendar', 'zap', 'activity', 'user', 'users', 'user-check', 'check-circle', 'alert-triangle',
  'x-circle', 'info', 'arrow-right', 'arrow-left', 'plus', 'minus', 'external-link', 'upload', 'download', 'trash',
];

/** Spec ids that lucide has since renamed → the current lucide file. */
const LUCIDE_RENAMES = {
  unlock: 'lock-open',
  'bar-chart': 'chart-no-axes-column-increasing',
  filter: 'funnel',
  'check-circle': 'circle-check-big',
  'alert-triangle': 'triangle-alert',
  'x-circle': 'circle-x',
};

/**
 * Brand colours of the Simple Icons used, from Simple Icons' own data (the `hex` of each
 * entry). The Microsoft entries were later withdrawn upstream; Iconify keeps them, hidden.
 */
const SIMPLE_ICON_COLOURS = {
  microsoftazure: '#0078D4',
  microsoftsqlserver: '#CC2927',
  azureartifacts: '#CB2E6D',
  azuredataexplorer: '#0078D4',
  azuredevops: '#0078D7',
  azurefunctions: '#0062AD',
  azurepipelines: '#2560E0',
  googlecloud: '#4285F4',
  googlecloudcomposer: '#4285F4',
  googlecloudspanner: '#4285F4',
  googlecloudstorage: '#AECBFA',
  googlebigquery: '#669DF6',
  googlebigtable: '#669DF6',
  googledataflow: '#AECBFA',
  googledataproc: '#AECBFA',
  googlepubsub: '#AECBFA',
  googlecontaineroptimizedos: '#4285F4',
};

/** Family → [our id, source set, source name], besides the aws-* logos (added below). */
const CLOUD_SOURCES = {
  azure: [
    ['azure', 'logos', 'microsoft-azure'],
    ['azure-icon', 'logos', 'azure-icon'],
    ['wordmark', 'logos', 'azure'],
    ['microsoft', 'logos', 'microsoft-icon'],
    ['azure-flat', 'simple-icons', 'microsoftazure'],
    ['artifacts', 'simple-icons', 'azureartifacts'],
    ['data-explorer', 'simple-icons', 'azuredataexplorer'],
    ['devops', 'simple-icons', 'azuredevops'],
    ['functions', 'simple-icons', 'azurefunctions'],
    ['pipelines', 'simple-icons', 'azurepipelines'],
    ['sql-server', 'simple-icons', 'microsoftsqlserver'],
  ],
  gcp: [
    ['cloud', 'logos', 'google-cloud'],
    ['platform', 'logos', 'google-cloud-platform'],
    ['functions', 'logos', 'google-cloud-functions'],
    ['run', 'logos', 'google-cloud-run'],
    ['firebase', 'logos', 'firebase-icon'],
    ['firebase-wordmark', 'logos', 'firebase'],
    ['cloud-flat', 'simple-icons', 'googlecloud'],
    ['bigquery', 'simple-icons', 'googlebigquery'],
    ['bigtable', 'simple-icons', 'googlebigtable'],
    ['composer', 'simple-icons', 'googlecloudcomposer'],
    ['container-optimized-os', 'simple-icons', 'googlecontaineroptimizedos'],
    ['dataflow', 'simple-icons', 'googledataflow'],
    ['dataproc', 'simple-icons', 'googledataproc'],
    ['pubsub', 'simple-icons', 'googlepubsub'],
    ['spanner', 'simple-icons', 'googlecloudspanner'],
    ['storage', 'simple-icons', 'googlecloudstorage'],
  ],
};

// The elements and attributes a body may hold: drawing only, nothing that loads or runs.
const ALLOWED_ELEMENTS = new Set(['g', 'defs', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'use', 'mask', 'clipPath', 'linearGradient', 'radialGradient', 'stop']);

function checkBody(name, body) {
  for (const [, tag] of body.matchAll(/<\/?([A-Za-z][\w:-]*)/g)) {
    if (!ALLOWED_ELEMENTS.has(tag)) throw new Error(`${name}: unexpected element <${tag}>`);
  }
  if (/\son\w+=/i.test(body)) throw new Error(`${name}: event attribute`);
  for (const [, link] of body.matchAll(/href="([^"]*)"/g)) {
    if (!link.startsWith('#')) throw new Error(`${name}: outside link ${link}`);
  }
}

/** The body with its ids renamed to `${prefix}.<n>` (in order of appearance), references included. */
function renameIds(body, prefix) {
  const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  let out = body;
  ids.forEach((id, n) => {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`id="${escaped}"`, 'g'), `id="${prefix}.${n}"`)
      .replace(new RegExp(`#${escaped}(?=["')])`, 'g'), `#${prefix}.${n}`);
  });
  return out;
}

function lucideBody(file) {
  const svg = readFileSync(require.resolve(`lucide-static/icons/${file}.svg`), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`lucide ${file}: no <svg>`);
  return inner.split('\n').map((line) => line.trim()).filter((line) => line !== '').join('').replace(/\s*\/>/g, '/>');
}

const sets = {
  logos: JSON.parse(readFileSync(require.resolve('@iconify-json/logos/icons.json'), 'utf8')),
  'simple-icons': JSON.parse(readFileSync(require.resolve('@iconify-json/simple-icons/icons.json'), 'utf8')),
};
const versions = {
  lucide: JSON.parse(readFileSync(require.resolve('lucide-static/package.json'), 'utf8')).version,
  logos: JSON.parse(readFileSync(require.resolve('@iconify-json/logos/package.json'), 'utf8')).version,
  'simple-icons': JSON.parse(readFileSync(require.resolve('@iconify-json/simple-icons/package.json'), 'utf8')).version,
};

function cloudIcon(family, id, setName, name) {
  const set = sets[setName];
  const icon = set.icons[name];
  if (icon === undefined) throw new Error(`${setName}:${name} is not in the installed set`);
  const width = icon.width ?? set.width ?? 16;
  const height = icon.height ?? set.height ?? 16;
  let body = renameIds(icon.body, `dsp-.icon-${family}-${id}`);
  const entry = { viewBox: `0 0 ${width} ${height}`, source: `${setName}:${name}` };
  if (setName === 'simple-icons') {
    const colour = SIMPLE_ICON_COLOURS[name];
    if (colour === undefined) throw new Error(`no brand colour recorded for simple-icons:${name}`);
    body = body.replaceAll('currentColor', colour);
    entry.brandColour = colour;
  }
  checkBody(`${setName}:${name}`, body);
  return { ...entry, body };
}

const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const key = (id) => (/^[a-z][a-z0-9]*$/.test(id) ? id : quote(id));

function writeGeneral() {
  const lines = GENERAL_IDS.map((id) => {
    const body = lucideBody(LUCIDE_RENAMES[id] ?? id);
    checkBody(`lucide:${id}`, body);
    return `  ${key(id)}: ${quote(body)},`;
  });
  const renames = Object.entries(LUCIDE_RENAMES).map(([from, to]) => `  ${key(from)}: ${quote(to)},`);
  writeFileSync(new URL('general.ts', OUT), [
    `// Generated by scripts/generate-icons.mjs from lucide-static ${versions.lucide} (ISC licence). Do not edit by hand.`,
    '',
    '/** The general family: the spec\'s 52 ids → lucide\'s inner SVG, a 24 × 24 box stroked in currentColor. */',
    'export const GENERAL_ICONS = {',
    ...lines,
    '} as const satisfies Readonly<Record<string, string>>;',
    '',
    '/** The spec\'s ids that lucide has renamed → the lucide icon drawn for them. */',
    'export const LUCIDE_RENAMES: Readonly<Record<string, string>> = {',
    ...renames,
    '};',
    '',
    '/** A general-family id. */',
    'export type GeneralIconId = keyof typeof GENERAL_ICONS;',
    '',
  ].join('\n'));
  return GENERAL_IDS.length;
}

function writeCloud(family, constant, entries, note) {
  const lines = entries.map(([id, setName, name]) => {
    const icon = cloudIcon(family, id, setName, name);
    const colour = icon.brandColour === undefined ? '' : ` brandColour: ${quote(icon.brandColour)},`;
    return `  ${key(id)}: { viewBox: ${quote(icon.viewBox)}, source: ${quote(icon.source)},${colour} body: ${quote(icon.body)} },`;
  });
  writeFileSync(new URL(`${family}.ts`, OUT), [
    `// Generated by scripts/generate-icons.mjs from ${note}. Do not edit by hand.`,
    "import type { CloudIcon } from '../cloud-icon.js';",
    '',
    `/** The ${family}: family (keys "${family}:<id>"), each in its own colours. */`,
    `export const ${constant}: Readonly<Record<string, CloudIcon>> = {`,
    ...lines,
    '};',
    '',
  ].join('\n'));
  return entries.length;
}

const awsEntries = Object.keys(sets.logos.icons).filter((name) => name.startsWith('aws-')).sort().map((name) => [name.slice(4), 'logos', name]);
const counts = {
  general: writeGeneral(),
  aws: writeCloud('aws', 'AWS_ICONS', awsEntries, `@iconify-json/logos ${versions.logos} (CC0)`),
  azure: writeCloud('azure', 'AZURE_ICONS', CLOUD_SOURCES.azure, `@iconify-json/logos ${versions.logos} and @iconify-json/simple-icons ${versions['simple-icons']} (both CC0)`),
  gcp: writeCloud('gcp', 'GCP_ICONS', CLOUD_SOURCES.gcp, `@iconify-json/logos ${versions.logos} and @iconify-json/simple-icons ${versions['simple-icons']} (both CC0)`),
};
console.log(Object.entries(counts).map(([family, count]) => `${family}: ${count}`).join(', '));
