import { useEffect, useState, type ReactNode } from 'react';
import { useScreenKeptOffline } from '../../components/connectivity';
import { OfflineScreen } from './OfflineScreen';
import { ReloadingScreen } from './ReloadingScreen';

type Connectivity = 'online' | 'offline' | 'reconnected';

/**
 * The browser's offline and online events toggle the offline screen; when the connection comes back the
 * page reloads (through the 'Reloading...' screen). A screen that keeps itself on screen offline (a test, its
 * answers and its result: src/components/connectivity.ts) stays instead, with its own notice, and is not
 * reloaded when the connection comes back. This lives in the first download, because nothing can be fetched
 * once the connection is gone.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const kept = useScreenKeptOffline();
  const [state, setState] = useState<Connectivity>(() =>
    typeof navigator === 'undefined' || navigator.onLine ? 'online' : 'offline',
  );
  useEffect(() => {
    const goOffline = () => setState('offline');
    const comeBack = () => setState((current) => (current === 'offline' ? 'reconnected' : current));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', comeBack);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', comeBack);
    };
  }, []);
  // Back online while a kept screen showed: nothing to reload.
  if (kept && state === 'reconnected') setState('online');

  if (state === 'offline' && !kept) return <OfflineScreen />;
  if (state === 'reconnected') return <ReloadingScreen />;
  return children;
}
