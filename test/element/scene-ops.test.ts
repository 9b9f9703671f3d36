import { describe, expect, it } from 'vitest';
import { NotExpressible, operationsBetween } from '../../element/playground/scene-ops.js';

/** The playground's scene → operations diff (saving an edited scene as a new revision). */

type Element = Record<string, unknown>;
const base: { schemaVersion: string; scene: { id: string; title: string }; diagramFamily: string; elements: Element[]; constraints?: Element[] } = {
  schemaVersion: '0.1',
  scene: { id: 's', title: 'Before' },
  diagramFamily: 'architecture',
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'API', style: { fill: '#fff' } },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'DB' },
    { id: 'old', kind: 'node', nodeType: 'service', label: 'Old' },
    { id: 'e1', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' } },
    { id: 'note', kind: 'text', text: 'A note', layout: { mode: 'absolute', x: 0, y: 0, width: 80, height: 20 } },
  ],
};

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('operationsBetween', () => {
  it('deletes, creates (nodes before frames before edges), updates and changes the scene', () => {
    const next = clone(base);
    next.scene.title = 'After';
    next.elements = next.elements.filter((e) => e.id !== 'old');
    next.elements[0] = { ...next.elements[0]!, label: 'Checkout API' };
    delete next.elements[0].style;
    next.elements.push(
      { id: 'e2', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'cache' } },
      { id: 'box', kind: 'frame', title: 'Backend', children: ['db', 'cache'] },
      { id: 'cache', kind: 'node', nodeType: 'storage', label: 'Cache' },
    );
    expect(operationsBetween(base, next)).toEqual([
      { op: 'deleteElement', id: 'old' },
      { op: 'createNode', id: 'cache', nodeType: 'storage', label: 'Cache' },
      { op: 'createFrame', id: 'box', title: 'Backend', children: ['db', 'cache'] },
      { op: 'createEdge', id: 'e2', from: { elementId: 'api' }, to: { elementId: 'cache' } },
      { op: 'updateNode', id: 'api', label: 'Checkout API', style: null },
      { op: 'updateScene', title: 'After' },
    ]);
  });

  it('against the stored scene, leaves what the text does not mention as it is', () => {
    const stored = clone(base);
    stored.elements[1]!.layout = { mode: 'absolute', x: 10, y: 20, width: 150, height: 60 };
    stored.elements[1]!.shape = 'cylinder';
    const text = clone(base);
    text.elements[1] = { ...text.elements[1]!, label: 'Orders' };
    expect(operationsBetween(stored, text, true)).toEqual([{ op: 'updateNode', id: 'db', label: 'Orders' }]);
    expect(operationsBetween(stored, text, false)).toEqual([{ op: 'updateNode', id: 'db', label: 'Orders', shape: null, layout: null }]);
  });

  it('adds and removes constraints', () => {
    const withConstraint = { ...clone(base), constraints: [{ id: 'c1', type: 'alignTop', elements: ['api', 'db'] } as Element] };
    expect(operationsBetween(base, withConstraint)).toEqual([{ op: 'addConstraint', constraint: withConstraint.constraints[0] }]);
    expect(operationsBetween(withConstraint, base)).toEqual([{ op: 'removeConstraint', id: 'c1' }]);
  });

  it('refuses what operations cannot express, naming it', () => {
    const text = clone(base);
    text.elements[4]!.text = 'Another note';
    expect(() => operationsBetween(base, text)).toThrow(NotExpressible);
    expect(() => operationsBetween(base, text)).toThrow('the text note changed in text, which operations cannot change');
    const added = clone(base);
    added.elements.push({ id: 'img', kind: 'image', assetRef: 'logo' });
    expect(() => operationsBetween(base, added)).toThrow('an image element (img) cannot be added by operations');
    const kind = clone(base);
    kind.elements[2] = { id: 'old', kind: 'text', text: 'x' };
    expect(() => operationsBetween(base, kind)).toThrow('element old changed from a node to a text');
  });

  it('finds nothing to do when nothing changed', () => {
    expect(operationsBetween(base, clone(base))).toEqual([]);
  });
});
