import { createElement, use, type ComponentType } from 'react';

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

/** A route's screen that downloads on first use; `preload` starts (or joins) its download. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React.lazy for a route's screen (or any part of one), with the chunk load timeout and readable failures, and one difference: a
 * screen whose chunk is already here renders at once instead of suspending first. So the server, having loaded
 * every screen, renders whole pages in one pass, and the browser, having loaded the page's screen, takes over
 * the server's HTML without waiting.
 */
export function lazyRoute<P extends object>(
  label: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
  { retry = false }: { retry?: boolean } = {},
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  // A failed download stays failed, as with React.lazy: the route's error screen offers a reload. With
  // `retry`, the next preload downloads it again (for a part the app waits for itself, see ScreeningRoute.tsx).
  const preload = () => {
    loading ??= loadChunk(importer, label).then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        if (retry) loading = null;
        throw error;
      },
    );
    return loading;
  };
  function Screen(props: P) {
    const Loaded = loaded ?? use(preload());
    return createElement(Loaded, props);
  }
  Screen.displayName = label;
  return Object.assign(Screen, { preload });
}
