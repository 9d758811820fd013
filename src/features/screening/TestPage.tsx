import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useGetTestConfigQuery } from '../../api/api';
import { StoreProvider } from '../../app/StoreProvider';
import { useCatalogue } from '../../catalogue';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useLanguage } from '../../i18n/language';
import { t } from '../../messages';
import { usePageTitle } from '../../components/usePageTitle';
import { NotFoundTest } from './NotFoundTest';
import { TestRunner } from './TestRunner';
import type { TestViews } from './views';
import { errorToast, toast } from '../../components/toasts';

/**
 * /tests/{slug}: finds the test code for the slug, loads and validates its configuration, runs it. The
 * screens of other features it shows come in `views` (src/app/TestRoute.tsx).
 */
export default function TestPage({ views }: { views: TestViews }) {
  return (
    <StoreProvider>
      <TestScreen views={views} />
    </StoreProvider>
  );
}

function TestScreen({ views }: { views: TestViews }) {
  const { slug = '' } = useParams();
  const card = useCatalogue().findTestBySlug(slug);
  usePageTitle(card?.informalTitle ?? t.notFound.heading);
  useToastOnce(card ? null : t.notFound.invalidTest, slug);
  if (!card) return <NotFoundTest SearchBox={views.SearchBox} />;
  return <TestLoader key={card.testCode} testCode={card.testCode} views={views} />;
}

/**
 * Loads the configuration in the visitor's language (English where the test has no version in it). A switch
 * fetches it again in the new language; meanwhile the test stays on screen in the old one, answers and all.
 */
function TestLoader({ testCode, views }: { testCode: string; views: TestViews }) {
  const language = useLanguage();
  const query = useGetTestConfigQuery({ testCode, lang: language });
  // The API slice validates the configuration: one that fails to load or to validate is an error. One that
  // fails in the new language after one was shown keeps the one shown.
  const failed = query.isError && query.data === undefined;
  useToastOnce(query.isError ? t.notFound.loadFailed : null, `${testCode} ${language}`);
  // A configuration on its way may fail: the not-found screen's search box downloads meanwhile.
  const { loadSearchBox } = views;
  useEffect(() => {
    if (query.isFetching) void loadSearchBox?.().catch(() => undefined);
  }, [query.isFetching, loadSearchBox]);

  if (failed) return <NotFoundTest SearchBox={views.SearchBox} />;
  if (!query.data) return <LoadingScreen message={t.loading.test} />;
  // The configuration of the language asked for, not the previous one still shown while it loads.
  const current = query.currentData !== undefined;
  return (
    <TestRunner
      config={query.data}
      current={current}
      ResultScreen={views.ResultScreen}
      loadResultScreen={views.loadResultScreen}
    />
  );
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
