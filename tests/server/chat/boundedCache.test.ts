import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../../server/chat/boundedCache';

describe('BoundedCache (typed words are unlimited, memory is not)', () => {
  it('makes a value once per key and gives it back after', () => {
    const cache = new BoundedCache<string>(10);
    let made = 0;
    const make = (key: string) => {
      made += 1;
      return key.toUpperCase();
    };
    expect(cache.get('vipi', make)).toBe('VIPI');
    expect(cache.get('vipi', make)).toBe('VIPI');
    expect(made).toBe(1);
  });

  it('forgets everything when full, then makes values again', () => {
    const cache = new BoundedCache<number>(2);
    let made = 0;
    const make = (key: string) => {
      made += 1;
      return key.length;
    };
    cache.get('a', make);
    cache.get('bb', make);
    cache.get('ccc', make); // full: 'a' and 'bb' forgotten, 'ccc' kept
    expect(made).toBe(3);
    cache.get('ccc', make);
    expect(made).toBe(3);
    cache.get('a', make);
    expect(made).toBe(4);
  });

  it('forgets everything when told to', () => {
    const cache = new BoundedCache<number>(10);
    let made = 0;
    cache.get('a', () => ++made);
    cache.clear();
    expect(cache.get('a', () => ++made)).toBe(2);
  });
});
