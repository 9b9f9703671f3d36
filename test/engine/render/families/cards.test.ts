import { describe, expect, it } from 'vitest';
import type { NodeValue } from '../../../../schema/index.js';
import type { ComputedNode, TextLayout } from '../../../../engine/model/computed.js';
import { drawOrgNode } from '../../../../engine/render/families/org.js';
import { drawUiFlowNode } from '../../../../engine/render/families/uiflow.js';
import type { NodeDrawer } from '../../../../engine/render/types.js';
import { matchGoldenSvg } from '../../../support/golden.js';
import { centredText, familyContext, goldenDocument, nodeAt, recordingLook, sceneOf } from './context.js';

const GOLDEN = new URL('../../../golden/families/', import.meta.url).pathname;

/** Two lines, as layout sets a "Name\nRole" label. */
function twoLines(first: string, second: string, box: { x: number; y: number; width: number; height: number }): TextLayout {
  const top = centredText(first, { ...box, height: box.height - 17 });
  const bottom = centredText(second, { ...box, y: box.y + 17, height: box.height - 17 });
  return { ...top, box: { ...top.box, height: 34 }, runs: [...top.runs, ...bottom.runs] };
}

function cardsScene() {
  const elements = [
    { id: 'ada', kind: 'node', nodeType: 'org.person', label: 'Ada Lovelace\nCTO' },
    { id: 'lead', kind: 'node', nodeType: 'org.role', label: 'Tech lead\n(open)' },
    { id: 'eng', kind: 'node', nodeType: 'org.department', label: 'Engineering' },
    { id: 'home', kind: 'node', nodeType: 'uiflow.screen', label: 'Home' },
    { id: 'login', kind: 'node', nodeType: 'uiflow.modal', label: 'Log in' },
    { id: 'in', kind: 'node', nodeType: 'uiflow.entry', label: 'Start' },
    { id: 'out', kind: 'node', nodeType: 'uiflow.exit', shape: 'pill', label: 'Done' },
  ];
  const row = (i: number) => ({ x: 20 + i * 170, y: 20, width: 150, height: 70 });
  const row2 = (i: number) => ({ x: 20 + i * 170, y: 130, width: 150, height: 90 });
  const computed: Record<string, ComputedNode> = {
    ada: nodeAt(row(0), 'roundedRect', twoLines('Ada Lovelace', 'CTO', row(0))),
    lead: nodeAt(row(1), 'roundedRect', twoLines('Tech lead', '(open)', row(1))),
    eng: nodeAt(row(2), 'rect', centredText('Engineering', row(2))),
    home: nodeAt(row2(0), 'roundedRect', centredText('Home', row2(0))),
    login: nodeAt(row2(1), 'roundedRect', centredText('Log in', row2(1))),
    in: nodeAt({ x: 380, y: 140, width: 60, height: 60 }, 'ellipse', centredText('Start', { x: 380, y: 140, width: 60, height: 60 }, { fontSize: 12 })),
    out: nodeAt({ x: 450, y: 150, width: 80, height: 40 }, 'pill', centredText('Done', { x: 450, y: 150, width: 80, height: 40 }, { fontSize: 12 })),
  };
  return { scene: sceneOf('orgchart', elements), computed };
}

function draw(drawer: NodeDrawer, id: string, look = recordingLook()) {
  const { scene, computed } = cardsScene();
  const context = familyContext(scene, computed, { look });
  const node = context.scene.elements.find((element) => element.id === id) as NodeValue;
  return { svg: drawer(node, computed[id]!, context), look, context };
}

describe('org-chart family', () => {
  it('draws a person card with an accent bar, the name bold and the role muted', () => {
    const { svg, look, context } = draw(drawOrgNode, 'ada');
    expect(look.calls.map((call) => call.seed)).toEqual(['ada:card', 'ada:accent']);
    expect(look.calls[1]!.paint.stroke).toBe(context.theme.accentPrimary);
    expect(svg).toMatch(/font-weight="bold"[^>]*>Ada Lovelace</);
    expect(svg).toMatch(new RegExp(`fill="${context.style('ada').mutedColor}"[^>]*>CTO<`));
  });

  it('draws a role card in the secondary accent and a department with a band', () => {
    const role = draw(drawOrgNode, 'lead');
    expect(role.look.calls[1]!.paint.stroke).toBe(role.context.theme.accentSecondary);
    expect(role.svg).not.toContain('font-weight="bold"');
    expect(draw(drawOrgNode, 'eng').look.calls.map((call) => call.seed)).toEqual(['eng:box', 'eng:band']);
  });
});

describe('UI-flow family', () => {
  it('draws a screen as a window: outline, title bar rule and three dots', () => {
    expect(draw(drawUiFlowNode, 'home').look.calls.map((call) => call.seed)).toEqual(['home:window', 'home:bar', 'home:dot0', 'home:dot1', 'home:dot2']);
  });

  it('gives a modal a shadow behind it and a close mark', () => {
    const calls = draw(drawUiFlowNode, 'login').look.calls;
    expect(calls[0]!.seed).toBe('login:shadow');
    expect(calls[0]!.paint.opacity).toBeLessThan(0.5);
    expect(calls.at(-1)!.seed).toBe('login:close');
  });

  it('draws the entry with an accent rim and the exit (a pill here) with a double rim', () => {
    const entry = draw(drawUiFlowNode, 'in');
    expect(entry.look.calls).toHaveLength(1);
    expect(entry.look.calls[0]!.paint.stroke).toBe(entry.context.theme.accentPrimary);
    const exit = draw(drawUiFlowNode, 'out').look.calls;
    expect(exit.map((call) => call.seed)).toEqual(['out:outline', 'out:inner']);
    expect(exit[0]!.d).toContain('A20 20'); // pill ends
  });

  it('draws cards and windows (golden)', () => {
    const markup = [
      ...['ada', 'lead', 'eng'].map((id) => draw(drawOrgNode, id).svg),
      ...['home', 'login', 'in', 'out'].map((id) => draw(drawUiFlowNode, id).svg),
    ].join('');
    matchGoldenSvg(`${GOLDEN}org-uiflow.exp.svg`, goldenDocument(markup, 560, 240));
  });

  it('leaves nodes of other families alone', () => {
    expect(draw(drawOrgNode, 'home').svg).toBeNull();
    expect(draw(drawUiFlowNode, 'ada').svg).toBeNull();
  });
});
