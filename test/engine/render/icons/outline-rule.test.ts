import { describe, expect, it } from 'vitest';
import { drawIcon, iconReplacesOutline } from '../../../../engine/render/icons/index.js';
import { iconScene } from './icon-context.js';

function replaces(icon: string, fill?: string, extra: Record<string, unknown> = {}): boolean {
  const { node, context } = iconScene(fill === undefined ? { icon } : { icon, style: { fill } }, undefined, extra);
  return iconReplacesOutline(node, context.scene);
}

describe('rule 9: cloud icons and their box', () => {
  it('draws a cloud icon without a box when the fill is unset or default-equivalent white', () => {
    expect(replaces('aws:s3')).toBe(true);
    for (const white of ['#fff', '#FFFFFF', 'white', 'rgb(255, 255, 255)', 'rgba(255,255,255,1)', '#ffffffff', 'hsl(0 0% 100%)']) {
      expect(replaces('gcp:bigquery', white), white).toBe(true);
    }
    for (const clear of ['rgba(255,255,255,0)', '#ffffff00', 'rgba(0, 0, 0, 0)']) {
      expect(replaces('azure:functions', clear), clear).toBe(true);
    }
  });

  it('restores the box for a non-white fill, the keywords transparent and none, and translucent white', () => {
    for (const fill of ['#dbeafe', 'red', 'transparent', 'none', 'TRANSPARENT', 'rgba(255,255,255,0.5)', '#ffffff80', '#fefefe']) {
      expect(replaces('aws:lambda', fill), fill).toBe(false);
    }
  });

  it('reads the fill of a named style too', () => {
    expect(replaces('aws:ec2', undefined, { styles: { tinted: { fill: '#fde68a' } } })).toBe(true);
    const { node, context } = iconScene({ icon: 'aws:ec2', style: 'tinted' }, undefined, { styles: { tinted: { fill: '#fde68a' } } });
    expect(iconReplacesOutline(node, context.scene)).toBe(false);
  });

  it('never applies to general icons, unknown keys or URLs', () => {
    expect(replaces('server')).toBe(false);
    expect(replaces('aws:nope')).toBe(false);
    expect(replaces('https://example.com/a.svg')).toBe(false);
  });

  it('gives an icon without a box the centre of the node, and one with a box the corner', () => {
    const bare = iconScene({ icon: 'aws:s3' });
    expect(drawIcon(bare.node, bare.computed, bare.context)).toContain('x="68" y="28" width="64" height="64"');
    const boxed = iconScene({ icon: 'aws:s3', style: { fill: '#dbeafe' } });
    expect(drawIcon(boxed.node, boxed.computed, boxed.context)).toContain('x="26" y="26" width="20" height="20"');
  });
});
