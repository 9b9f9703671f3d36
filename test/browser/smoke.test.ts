import { expect } from '@esm-bundle/chai';
import { hashJson, validateScene } from '../../engine/index.js';

describe('engine in Chromium', () => {
  it('validates and hashes', () => {
    const result = validateScene({ schemaVersion: '0.1', scene: { id: 's' }, elements: [] });
    expect(result.valid).to.equal(true);
    expect(hashJson({ b: 1, a: 2 })).to.equal(hashJson({ a: 2, b: 1 }));
  });
});
