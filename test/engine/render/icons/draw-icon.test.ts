import { describe, expect, it } from 'vitest';
import { drawIcon, iconIds, resolveIcon } from '../../../../engine/render/icons/index.js';
import { GENERAL_ICONS, LUCIDE_RENAMES } from '../../../../engine/render/icons/data/general.js';
import { computedNode, iconScene } from './icon-context.js';

const SPEC_GENERAL_IDS = [
  'server', 'database', 'credit-card', 'cloud', 'hard-drive', 'cpu', 'monitor', 'globe', 'smartphone', 'shield', 'lock',
  'unlock', 'key', 'wifi', 'network', 'code', 'terminal', 'git-branch', 'git-merge', 'package', 'boxes', 'layers',
  'file-code', 'table', 'bar-chart', 'filter', 'search', 'mail', 'message-square', 'bell', 'settings', 'wrench',
  'refresh-cw', 'clock', 'calendar', 'zap', 'activity', 'user', 'users', 'user-check', 'check-circle', 'alert-triangle',
  'x-circle', 'info', 'arrow-right', 'arrow-left', 'plus', 'minus', 'external-link', 'upload', 'download', 'trash',
];

function draw(icon: string, fields: Record<string, unknown> = {}): { markup: string; defs: string } {
  const { node, computed, context } = iconScene({ icon, ...fields });
  const markup = drawIcon(node, computed, context);
  return { markup, defs: context.defs.toString() };
}

describe('icons', () => {
  it('has all 52 general ids of the spec, under the spec names', () => {
    expect(iconIds('general')).toEqual(SPEC_GENERAL_IDS);
    for (const id of SPEC_GENERAL_IDS) {
      const { markup, defs } = draw(id);
      expect(markup, id).toMatch(/^<use href="#dsp-\.icon-general-[a-z-]+" x="26" y="26" width="20" height="20" color="#[0-9a-f]{6}"\/>$/);
      expect(defs, id).toContain('stroke="currentColor"');
    }
  });

  it('draws the renamed lucide icons for the six old spec names', () => {
    expect(LUCIDE_RENAMES).toEqual({
      unlock: 'lock-open', 'bar-chart': 'chart-no-axes-column-increasing', filter: 'funnel',
      'check-circle': 'circle-check-big', 'alert-triangle': 'triangle-alert', 'x-circle': 'circle-x',
    });
    // lock-open's shackle, funnel's outline, circle-x's cross: the current lucide drawings.
    expect(GENERAL_ICONS.unlock).toContain('M7 11V7a5 5 0 0 1 9.9-1');
    expect(GENERAL_ICONS['x-circle']).toContain('<circle cx="12" cy="12" r="10"/>');
    expect(GENERAL_ICONS.filter).not.toBe('');
  });

  it('draws every cloud id in its own colours, and counts the families', () => {
    expect(iconIds('aws')).toHaveLength(64);
    expect(iconIds('azure').length).toBeGreaterThanOrEqual(10);
    expect(iconIds('gcp').length).toBeGreaterThanOrEqual(15);
    for (const family of ['aws', 'azure', 'gcp'] as const) {
      for (const id of iconIds(family)) {
        const { markup, defs } = draw(`${family}:${id}`);
        expect(markup, `${family}:${id}`).toMatch(new RegExp(`^<use href="#dsp-\\.icon-${family}-${id}" `));
        expect(markup, `${family}:${id}`).not.toContain('color=');
        expect(defs, `${family}:${id}`).toMatch(/<symbol id="[^"]+" viewBox="0 0 \d+ \d+">/);
        expect(defs, `${family}:${id}`).not.toContain('currentColor');
      }
    }
    expect(resolveIcon('aws:s3')?.body).toContain('url(#dsp-.icon-aws-s3.0)');
    expect(resolveIcon('gcp:bigquery')?.body).toContain('fill="#669DF6"');
    expect(resolveIcon('azure:azure-flat')?.body).toContain('fill="#0078D4"');
  });

  it('defines an icon once however many nodes show it, with ids unique to the icon', () => {
    const { node, computed, context } = iconScene({ icon: 'aws:lambda' });
    const first = drawIcon(node, computed, context);
    drawIcon(node, computed, context);
    expect(context.defs.toString().match(/<symbol /g)).toHaveLength(1);
    const ids = [...context.defs.toString().matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first).toBe(drawIcon(node, computed, context));
  });

  it('reads keys without regard to case, and accepts a general: prefix', () => {
    expect(draw('AWS:S3').markup).toContain('#dsp-.icon-aws-s3');
    expect(draw('general:server').markup).toContain('#dsp-.icon-general-server');
  });

  it('draws nothing for unknown keys and URL icons (never fetched)', () => {
    for (const key of ['no-such-icon', 'aws:no-such', 'oracle:db', 'https://example.com/icon.svg', 'http://example.com/x.png']) {
      const { markup, defs } = draw(key);
      expect(markup, key).toBe('');
      expect(defs, key).toBe('');
    }
  });

  it('colours general icons with the node text colour (rule 3 included)', () => {
    expect(draw('server', { style: { textColor: '#ff0000' } }).markup).toContain('color="#ff0000"');
    // A dark fill the node sets itself gets white text, and so does its icon.
    expect(draw('server', { style: { fill: '#111111' } }).markup).toContain('color="#ffffff"');
  });

  it('uses the icon box layout computed, else a 20 px corner icon, else a centred one for icon nodes', () => {
    const inBox = iconScene({ icon: 'server' }, computedNode({ icon: { key: 'server', box: { x: 30, y: 40, width: 24, height: 24 } } }));
    expect(drawIcon(inBox.node, inBox.computed, inBox.context)).toContain('x="30" y="40" width="24" height="24"');
    const label = { box: { x: 40, y: 80, width: 120, height: 17 }, font: 'sans' as const, lineHeight: 17, runs: [], overflow: false };
    const iconNode = iconScene({ icon: 'server', nodeType: 'iconNode' }, computedNode({ shape: 'iconBox', label }));
    // Room above the label: 80 - 20 - 8 = 52 px high, centred across the 160 px box.
    expect(drawIcon(iconNode.node, iconNode.computed, iconNode.context)).toContain('x="74" y="24" width="52" height="52"');
  });
});
