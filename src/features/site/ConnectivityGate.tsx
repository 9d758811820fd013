import { useEffect, useState, type ReactNode } from 'react';
import { OfflineScreen } from './OfflineScreen';
import { ReloadingScreen } from './ReloadingScreen';

type Connectivity = 'online' | 'offline' | 'reconnected';

/**
 * The browser's offline and online events toggle the offline screen; when the connection comes back the
 * page reloads (through the 'Reloading...' screen). This lives in the first download, because nothing can be
 * fetched once the connection is gone.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
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

  if (state === 'offline') return <OfflineScreen />;
  if (state === 'reconnected') return <ReloadingScreen />;
  return children;
}
