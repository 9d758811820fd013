import { lazy, type ComponentType } from 'react';

/** How long a script chunk may take before it counts as failed (the spec's chunk load timeout). */
export const chunkLoadTimeoutMs = 120_000;

export type ChunkFailure = 'missing' | 'timeout';

/** A script chunk that could not be loaded: named after webpack's error, which the spec describes. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    readonly request: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${request})`);
  }
}

// What browsers say when a dynamic import() cannot fetch its module: Chromium, Firefox, Safari.
const importFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/**
 * The error as a ChunkLoadError when it is a failed module download, whichever browser said it; any other
 * error (a module that threw while running, say) is returned unchanged.
 */
export function asChunkLoadError(error: unknown, label = 'unknown'): unknown {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error) || !importFailure.test(error.message)) return error;
  const request = /\b(https?:\/\/\S+)/.exec(error.message)?.[1] ?? label;
  const file = request.split('/').pop() ?? label;
  return new ChunkLoadError(file.replace(/\.m?js(\?.*)?$/, '') || label, 'missing', request);
}

/** Runs a dynamic import that fails as a ChunkLoadError when the download fails or takes too long. */
export function loadChunk<T>(
  importer: () => Promise<T>,
  label: string,
  timeoutMs = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(label, 'timeout', label)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(asChunkLoadError(error, label));
      },
    );
  });
}

/** React.lazy for a route's screen, with the chunk load timeout and readable failures. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyRoute<T extends ComponentType<any>>(
  label: string,
  importer: () => Promise<{ default: T }>,
) {
  return lazy(() => loadChunk(importer, label));
}
