import { describe, expect, it } from 'vitest';
import { opInWords } from '../../app/proposal-words.js';

// The review page words each proposed operation (app/proposal-words.ts).
describe('opInWords', () => {
  it('names the kind, the element and its label, and an edge\'s ends', () => {
    expect(opInWords({ op: 'createNode', id: 'cache', label: 'Cache' })).toBe('Add node cache “Cache”');
    expect(opInWords({ op: 'createEdge', id: 'e2', from: { elementId: 'api' }, to: { elementId: 'cache' } })).toBe('Add edge e2 from api to cache');
  });

  it('takes the label of the current drawing when the op carries none', () => {
    expect(opInWords({ op: 'deleteElement', id: 'db' }, new Map([['db', 'Database']]))).toBe('Delete db “Database”');
    expect(opInWords({ op: 'deleteElement', id: 'db' })).toBe('Delete db');
  });

  it('names an operation it has no words for as it is', () => {
    expect(opInWords({ op: 'autoLayout' })).toBe('Lay out the diagram again');
    expect(opInWords({ op: 'somethingNew', id: 'x' })).toBe('somethingNew x');
  });
});
