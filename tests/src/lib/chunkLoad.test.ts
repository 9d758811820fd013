import { afterEach, describe, expect, it, vi } from 'vitest';
import { asChunkLoadError, ChunkLoadError, chunkLoadTimeoutMs, loadChunk } from '../../../src/lib/chunkLoad';

describe('asChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://example.org/assets/HomePage-Ab1_c.js'],
    ['Firefox', 'error loading dynamically imported module: https://example.org/assets/HomePage-Ab1_c.js'],
  ])('reads the chunk and its address from %s', (_browser, message) => {
    const error = asChunkLoadError(new TypeError(message), 'HomePage');
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      chunk: 'HomePage-Ab1_c',
      type: 'missing',
      request: 'https://example.org/assets/HomePage-Ab1_c.js',
      message:
        'Loading chunk HomePage-Ab1_c failed.\n(missing: https://example.org/assets/HomePage-Ab1_c.js)',
    });
  });

  it('falls back to the label when the browser names no address (Safari)', () => {
    const error = asChunkLoadError(new TypeError('Importing a module script failed.'), 'TermsPage');
    expect(error).toMatchObject({ chunk: 'TermsPage', type: 'missing', request: 'TermsPage' });
  });

  it('leaves every other error as it was', () => {
    const broken = new Error('x is not a function');
    expect(asChunkLoadError(broken)).toBe(broken);
    expect(asChunkLoadError('text')).toBe('text');
  });
});

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(async () => ({ default: 1 }), 'X')).resolves.toEqual({ default: 1 });
  });

  it('fails as a timeout after 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk(() => new Promise(() => undefined), 'CategoryPage').catch(outcome);
    expect(chunkLoadTimeoutMs).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'ChunkLoadError',
        chunk: 'CategoryPage',
        type: 'timeout',
        request: 'CategoryPage',
      }),
    );
  });

  it('turns a failed download into a ChunkLoadError', async () => {
    const failed = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://h/assets/A-1.js'));
    await expect(loadChunk(failed, 'A')).rejects.toMatchObject({ chunk: 'A-1', type: 'missing' });
  });
});
