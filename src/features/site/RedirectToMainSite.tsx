import { useEffect } from 'react';
import { LoadingScreen } from '../../components/LoadingScreen';
import { settings } from '../../settings';

/** Paths that belong to the provider's main website: the browser is sent there. */
export default function RedirectToMainSite() {
  useEffect(() => {
    window.location.replace(settings.mainSiteUrl);
  }, []);
  return <LoadingScreen />;
}
