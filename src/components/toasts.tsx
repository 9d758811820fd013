import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { OptionsObject } from 'notistack';

/** A short error message at the top right, gone after three seconds (the spec's toasts). */
export const errorToast = {
  variant: 'error',
  autoHideDuration: 3000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const satisfies OptionsObject;

interface Toast {
  message: string;
  options: OptionsObject;
}

// Most visits never see a toast, so notistack downloads with the first one: until then toasts wait here.
const waiting: Toast[] = [];
let display: ((toast: Toast) => void) | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast: at once when the toaster is here, else as soon as it has downloaded. */
export function toast(message: string, options: OptionsObject = errorToast): void {
  if (display) return display({ message, options });
  waiting.push({ message, options });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the toaster when it is ready to show toasts (null when it goes). */
export function setToastDisplay(show: ((toast: Toast) => void) | null): void {
  display = show;
  if (show) for (const each of waiting.splice(0)) show(each);
}

const loadToaster = () => import('./Toaster');
const Toaster = lazy(loadToaster);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear: nothing until the first toast is asked for. The toaster downloads once the page is idle,
 * not on first use: a toast often reports a failed network, when nothing more could be downloaded.
 */
export function ToastHost() {
  useEffect(() => {
    const load = () => void loadToaster().catch(() => undefined); // tried again on the first toast
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 2000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
