import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { testConfigSchema } from '../../../schemas';
import { useGetTestConfigQuery } from '../../api/api';
import { findTestBySlug } from '../../catalogue';
import { LoadingScreen } from '../../components/LoadingScreen';
import { t } from '../../messages';
import { usePageTitle } from '../../components/usePageTitle';
import { NotFoundTest } from './NotFoundTest';
import { errorToast, TestRunner } from './TestRunner';

/** /tests/{slug}: finds the test code for the slug, loads and validates its configuration, runs it. */
export default function TestPage() {
  const { slug = '' } = useParams();
  const card = findTestBySlug(slug);
  usePageTitle(card?.informalTitle ?? t.notFound.heading);
  useToastOnce(card ? null : t.notFound.invalidTest, slug);
  if (!card) return <NotFoundTest />;
  return <TestLoader key={card.testCode} testCode={card.testCode} />;
}

function TestLoader({ testCode }: { testCode: string }) {
  const query = useGetTestConfigQuery(testCode);
  const parsed = query.data === undefined ? null : testConfigSchema.safeParse(query.data);
  const failed = query.isError || (parsed !== null && !parsed.success);
  useToastOnce(failed ? t.notFound.loadFailed : null, testCode);

  if (failed) return <NotFoundTest />;
  if (!parsed?.success) return <LoadingScreen message={t.loading.test} />;
  return <TestRunner config={parsed.data} />;
}

/** Shows an error toast once for a given key, however often the component renders. */
function useToastOnce(message: string | null, key: string) {
  const { enqueueSnackbar } = useSnackbar();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (message && shown.current !== key) {
      shown.current = key;
      enqueueSnackbar(message, { ...errorToast, preventDuplicate: true });
    }
  }, [enqueueSnackbar, key, message]);
}
