import { createContext } from 'react';
import type { AppStore } from './store';

/**
 * The store for the screens that call the API without a Redux provider around them (the test page: Redux
 * Toolkit is not part of its first download). A component test gives its own; without one, the app's store
 * (src/lib/StoreProvider.tsx) downloads with the first call.
 */
export const StoreContext = createContext<AppStore | null>(null);
