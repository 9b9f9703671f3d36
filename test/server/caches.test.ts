import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LruCache } from '../../server/lru.js';
import { CachedRevisionStore, REVISION_CACHE_BYTES } from '../../server/infrastructure/cached-revision-store.js';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';

// Issue 18, Memory: the server grew from 442 MB to a 1.1 GB peak under a fuzz and kept
// 750 MB. The parsed-version cache held 256 versions whatever their size (a 1,000-element
// version is about 1.3 MB parsed, so up to ~330 MB); caches are now bounded by bytes too.
describe('LruCache', () => {
  it('keeps at most its entries, dropping the least recently used', () => {
    const cache = new LruCache<string, number>({ entries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toEqual({ entries: 2, bytes: 0 });
  });

  it('keeps at most its bytes, dropping the least recently used', () => {
    const cache = new LruCache<string, string>({ entries: 100, bytes: 10 }, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.get('a');
    cache.set('c', 'zzzz');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['xxxx', undefined, 'zzzz']);
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
  });

  it('does not keep a value larger than its whole budget, nor drop others for it', () => {
    const cache = new LruCache<string, string>({ entries: 100, bytes: 10 }, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('huge', 'y'.repeat(11));
    expect([cache.get('a'), cache.get('huge')]).toEqual(['xxxx', undefined]);
    expect(cache.size).toEqual({ entries: 1, bytes: 4 });
  });

  it('counts a replaced value once', () => {
    const cache = new LruCache<string, string>({ entries: 100, bytes: 100 }, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('a', 'yy');
    expect(cache.size).toEqual({ entries: 1, bytes: 2 });
  });
});

describe('RevisionStore over real versions', () => {
  let api: ApiFixture;
  let owner: TestUser;
  beforeAll(async () => {
    api = await startApiFixture({ drawer: 'inline' });
    owner = await api.user({ plan: 'pro' });
  });
  afterAll(() => api.close());

  it('holds parsed versions within its byte budget, and still reads every one', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await createDiagram(owner, { scene: serviceScene(120, { title: `big ${i}` }) })).id);
    // A budget of about two of these versions.
    const store = new CachedRevisionStore({ revisionBytes: 250_000 });
    for (const id of ids) {
      const version = await store.get(api.db, id, 1);
      expect(version.scene.elements).toHaveLength(239);
    }
    const { revisions } = store.stats();
    expect(revisions.bytes).toBeLessThanOrEqual(250_000);
    expect(revisions.entries).toBeGreaterThanOrEqual(1);
    expect(revisions.entries).toBeLessThan(ids.length);
    expect(REVISION_CACHE_BYTES).toBe(64 * 1024 * 1024);
  });
});
