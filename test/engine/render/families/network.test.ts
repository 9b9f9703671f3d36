import { describe, expect, it } from 'vitest';
import type { NodeValue } from '../../../../schema/index.js';
import type { ComputedNode } from '../../../../engine/model/computed.js';
import { drawNetworkNode } from '../../../../engine/render/families/network.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { centredText, familyContext, goldenDocument, nodeAt, recordingLook, sceneOf, subpaths } from './context.js';

const GOLDEN = new URL('../../../golden/families/', import.meta.url).pathname;

const TYPES = ['server', 'router', 'switch', 'firewall', 'cloud', 'client'] as const;

function networkScene(extra: Record<string, unknown> = {}) {
  const elements = TYPES.map((type) => ({ id: type, kind: 'node', nodeType: `network.${type}`, label: type, ...extra }));
  const computed: Record<string, ComputedNode> = {};
  TYPES.forEach((type, i) => {
    const box = { x: 20 + (i % 3) * 170, y: 20 + Math.floor(i / 3) * 90, width: 150, height: 60 };
    computed[type] = nodeAt(box, type === 'cloud' ? 'cloud' : 'rect', centredText(type, box));
  });
  return { scene: sceneOf('network', elements), computed };
}

function draw(id: string, extra: Record<string, unknown> = {}, look = recordingLook()) {
  const { scene, computed } = networkScene(extra);
  const context = familyContext(scene, computed, { look });
  const node = context.scene.elements.find((element) => element.id === id) as NodeValue;
  return { svg: drawNetworkNode(node, computed[id]!, context), look };
}

describe('network family', () => {
  it('draws each type with its glyph (golden)', () => {
    matchGoldenSvg(`${GOLDEN}network.exp.svg`, goldenDocument(TYPES.map((type) => draw(type).svg).join(''), 540, 180));
  });

  it('puts the glyph left of the label when there is no room above it', () => {
    const { look } = draw('server');
    expect(look.calls.map((call) => call.seed)).toEqual(['server:outline', 'server:glyph', 'server:glyph-lines']);
    const glyph = subpaths(look.calls[1]!.d).flat();
    expect(Math.min(...glyph.map((p) => p.x))).toBeGreaterThanOrEqual(26);
    expect(Math.max(...glyph.map((p) => p.x))).toBeLessThan(70); // the label "server" starts at about 74
  });

  it('draws a firewall as a brick wall: three courses and staggered joints', () => {
    const lines = subpaths(draw('firewall').look.calls[2]!.d);
    expect(lines).toHaveLength(3 + 10);
  });

  it('draws the cloud outline without a second cloud inside', () => {
    expect(draw('cloud').look.calls.map((call) => call.seed)).toEqual(['cloud:outline']);
  });

  it('leaves a network node with an icon to the generic drawer', () => {
    expect(draw('server', { icon: 'server' }).svg).toBeNull();
  });
});
