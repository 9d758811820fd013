import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
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

let LoadedToaster: ComponentType | null = null;
const loadToaster = () => import('./Toaster').then((module) => (LoadedToaster = module.default));

const acts = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Calls `run` once, on the visitor's first tap, click or key press on the page; returns the way to stop it. */
export function onFirstAct(run: () => void): () => void {
  const once = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const act of acts) window.removeEventListener(act, once, true);
  };
  for (const act of acts) window.addEventListener(act, once, { capture: true, passive: true });
  return stop;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where toasts appear: nothing until the first toast is asked for. The toaster downloads when the visitor
 * first acts on the page (a tap, a click, a key), not on first use: every toast but one reports what an act of
 * the visitor's led to (a submit, a language switch, a test to load), often a failed network, when nothing
 * more could be downloaded; the act starts the download before it starts its own request. The one toast no
 * act precedes, an unknown test's, finds the network working and downloads it then. An act before the app
 * started counts too. A visit that never acts never downloads it. Once here it mounts at once, without Suspense, so a toast never waits on a timer.
 */
export function ToastHost() {
  const needed = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const [, setLoaded] = useState(false);
  useEffect(() => {
    const load = () => void loadToaster().catch(() => undefined);
    // A tap before the app took the page over (a slow phone, a test resumed at its last question) came before
    // this listener: the browser remembers it.
    if (!navigator.userActivation?.hasBeenActive) return onFirstAct(load);
    load();
    return undefined;
  }, []);
  useEffect(() => {
    if (!needed || LoadedToaster) return;
    let current = true;
    // Not here yet (a slow or failed download): it is tried again now that a toast waits for it.
    loadToaster().then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return needed && LoadedToaster ? <LoadedToaster /> : null;
}
