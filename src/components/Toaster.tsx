import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { setToastDisplay } from './toasts';

/** notistack's toasts, downloaded with the first toast (see ./toasts). */
export default function Toaster() {
  useEffect(() => {
    setToastDisplay(({ message, options }) => enqueueSnackbar(message, options));
    return () => setToastDisplay(null);
  }, []);
  return <SnackbarProvider maxSnack={3} />;
}
