import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { TestConfig } from '../../../schemas';
import { usePageTestConfig } from '../../lib/pageDataContext';
import { useCatalogue } from '../../catalogue';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useLanguage, type Language, useT } from '../../i18n/language';
import { usePageTitle } from '../../components/usePageTitle';
import { NotFoundScreening } from './NotFoundScreening';
import { ScreeningRunner } from './ScreeningRunner';
import type { ScreeningViews } from './views';
import { errorToast, toast } from '../../components/toasts';
import { lazyRoute } from '../../lib/chunkLoad';
import type { FetchedConfig, TestConfigQueryProps } from './TestConfigQuery';

// RTK Query and its store download only for a configuration the page did not come with.
const TestConfigQuery = lazyRoute<TestConfigQueryProps>(
  'TestConfigQuery',
  () => import('./TestConfigQuery'),
  { retry: true },
);

/**
 * /tests/{slug}: finds the test code for the slug, loads and validates its configuration, runs it. The
 * screens of other features it shows come in `views` (src/app/ScreeningRoute.tsx).
 */
export default function ScreeningPage({ views }: { views: ScreeningViews }) {
  const t = useT();
  const { slug = '' } = useParams();
  const card = useCatalogue().findTestBySlug(slug);
  usePageTitle(card?.informalTitle ?? t.notFound.heading);
  useToastOnce(card ? null : t.notFound.invalidTest, slug);
  if (!card) return <NotFoundScreening SearchBox={views.SearchBox} />;
  return <ScreeningLoader key={card.testCode} testCode={card.testCode} views={views} />;
}

/**
 * Loads the configuration in the visitor's language (English where the test has no version in it). A switch
 * fetches it again in the new language; meanwhile the test stays on screen in the old one, answers and all.
 */
function ScreeningLoader({ testCode, views }: { testCode: string; views: ScreeningViews }) {
  const t = useT();
  const language = useLanguage();
  const query = useTestConfig(testCode, language);
  // A fetched configuration is validated by the API slice: one that fails to load or to validate is an error.
  // One that fails in the new language after one was shown keeps the one shown.
  const failed = query.isError && query.data === undefined;
  useToastOnce(query.isError ? t.notFound.loadFailed : null, `${testCode} ${language}`);
  // A configuration on its way may fail: the not-found screen's search box downloads meanwhile.
  const { loadSearchBox } = views;
  useEffect(() => {
    if (query.isFetching) void loadSearchBox?.().catch(() => undefined);
  }, [query.isFetching, loadSearchBox]);

  if (failed) return <NotFoundScreening SearchBox={views.SearchBox} />;
  return (
    <>
      {query.query}
      {query.data ? (
        <ScreeningRunner
          config={query.data}
          // Whether it is the configuration of the language asked for, not the previous one still shown.
          current={query.current}
          ResultScreen={views.ResultScreen}
          loadResultScreen={views.loadResultScreen}
        />
      ) : (
        <LoadingScreen message={t.loading.test} takeFocus />
      )}
    </>
  );
}

/**
 * The configuration the page came with (GET /api/config/'s answer, put in the page by the server) when it is
 * the one asked for; else null. Not checked again here: the server validated it with the fixtures it loaded
 * and wrote it into the page itself, and a schema library would delay the first question (a configuration
 * fetched from the API is checked, by the API slice).
 */
function usePageConfigFor(testCode: string, language: Language): TestConfig | null {
  const page = usePageTestConfig();
  if (!page || page.testCode !== testCode || page.lang !== language) return null;
  return page.config as TestConfig;
}

/**
 * A test's configuration in a language: the page's own where it is the one asked for (no request, and no Redux
 * Toolkit to download before the first question), else RTK Query's useQuery in TestConfigQuery, downloaded for it. `data` keeps the last configuration while another language's loads or fails.
 */
function useTestConfig(testCode: string, language: Language) {
  const fromPage = usePageConfigFor(testCode, language);
  const key = `${testCode} ${language}`;
  const [fetched, setFetched] = useState<FetchedConfig & { key: string }>({
    key: '',
    isError: false,
    isFetching: false,
  });
  const hear = useCallback((state: FetchedConfig) => setFetched({ key, ...state }), [key]);
  const request = useMemo(() => ({ testCode, lang: language }), [testCode, language]);
  // The query downloads (with the store) once a configuration must be asked for; one that fails to download is
  // a request that failed (tried again with the next language or test).
  const [chunk, setChunk] = useState<{ status: 'ready' | 'failed'; key: string } | null>(null);
  useEffect(() => {
    if (fromPage) return undefined;
    let active = true;
    TestConfigQuery.preload().then(
      () => active && setChunk({ status: 'ready', key }),
      () => active && setChunk({ status: 'failed', key }),
    );
    return () => {
      active = false;
    };
  }, [fromPage, key]);

  const heard = fetched.key === key;
  const failedToLoad = !fromPage && chunk?.status === 'failed' && chunk.key === key;
  const currentData = fromPage ?? (heard ? fetched.data : undefined);
  const [shown, setShown] = useState(currentData);
  if (currentData && currentData !== shown) setShown(currentData);
  return {
    data: currentData ?? shown,
    current: currentData !== undefined,
    isError: failedToLoad || (!fromPage && heard && fetched.isError),
    isFetching: !fromPage && !failedToLoad && (!heard || fetched.isFetching),
    /** The query, rendered beside the test while the configuration is not the page's own. */
    query:
      fromPage || chunk?.status !== 'ready' ? null : <TestConfigQuery request={request} onChange={hear} />,
  };
}

/** Shows an error toast once for a given key, however often the component renders. */
function useToastOnce(message: string | null, key: string) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (message && shown.current !== key) {
      shown.current = key;
      toast(message, { ...errorToast, preventDuplicate: true });
    }
  }, [key, message]);
}
