import { describe, expect, it } from 'vitest';
import { searchFuseOptions } from '../../../../src/features/search/fuseOptions';
import { minSearchLength } from '../../../../src/features/search/searchableItem';

describe('search constants (spec section 9)', () => {
  it('uses exactly the spec Fuse.js options: threshold 0.3, three keys, location ignored, match length 1', () => {
    expect(searchFuseOptions).toStrictEqual({
      threshold: 0.3,
      keys: ['formalTitle', 'title', 'keyWords'],
      ignoreLocation: true,
      minMatchCharLength: 1,
    });
  });

  it('needs at least 3 characters', () => {
    expect(minSearchLength).toBe(3);
  });
});
