import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, useSyncExternalStore, type ComponentType } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Answer, Result, TestConfig } from '../../../schemas';
import { appPaths } from '../../core/sitePaths';
import { keptResultsKey, subscribeToKeptResults } from '../../components/keptResultsFlag';
import { usePageTitle } from '../../components/usePageTitle';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDate, localeOf } from '../../i18n/format';
import { useLanguage, type Language } from '../../i18n/language';
import { followUpFor } from './followUp';
import {
  byTest,
  deleteAllKeptResults,
  deleteKeptResult,
  readKeptResults,
  type KeptResult,
} from './keptResults';
import { useMyResultsMessages } from './messages';
import { changeSentence, testName } from './summary';
import { TrendChart } from './TrendChart';

/** The result screen of features/results, handed in by src/app (a feature imports no other feature). */
export type ResultScreenView = ComponentType<{
  config: TestConfig;
  result: Result;
  answers: Answer[];
  completedAt: number;
}>;

/** Which kept result is open: `/my-results?result={id}`, so Back returns to the list. */
const openParameter = 'result';

function storedText(): string | null {
  try {
    return window.localStorage.getItem(keptResultsKey);
  } catch {
    return null;
  }
}

/**
 * The kept results, read from this browser: undefined on the server and while the app takes its page over
 * (results live only in the browser), then the list, newest first, again whenever any tab changes it.
 */
function useKeptResults(): KeptResult[] | undefined {
  const text = useSyncExternalStore(subscribeToKeptResults, storedText, () => undefined);
  // The stored text is the list's source: the list is read again whenever it changes.
  return useMemo(() => (text === undefined ? undefined : readKeptResults()), [text]);
}

/** /my-results: the results kept on this phone, by test, with each test's trend; one opens as it was shown. */
export default function MyResultsPage({ ResultScreen }: { ResultScreen: ResultScreenView }) {
  const m = useMyResultsMessages();
  const language = useLanguage();
  usePageTitle(m.page.title);
  const kept = useKeptResults();
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<string | null>(null);
  const openId = searchParams.get(openParameter);
  const day = (ms: number) => formatDate(ms, language);

  if (openId && kept) {
    const open = kept.find((entry) => entry.id === openId);
    return (
      <Box>
        <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, pt: 2 }}>
          <Link component={RouterLink} to={appPaths.myResults}>
            {m.page.back}
          </Link>
        </Box>
        {open ? (
          <ResultScreen
            config={open.config}
            result={open.result}
            answers={open.answers}
            completedAt={open.completedAt}
          />
        ) : (
          <Typography sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 4 }}>{m.page.notFound}</Typography>
        )}
      </Box>
    );
  }

  const removeAll = () => {
    if (!window.confirm(m.page.confirmDeleteAll)) return;
    deleteAllKeptResults();
    setStatus(m.page.allDeleted);
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {m.page.heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{m.page.intro}</Typography>
      <Typography role="status" sx={{ fontWeight: 600, mb: status ? 2 : 0 }}>
        {status}
      </Typography>
      {kept === undefined ? (
        <Typography>{m.page.loading}</Typography>
      ) : kept.length === 0 ? (
        <>
          <Typography sx={{ mb: 2 }}>{m.page.empty}</Typography>
          <Button component={RouterLink} to={appPaths.home} variant="contained">
            {m.page.browse}
          </Button>
        </>
      ) : (
        <>
          {byTest(kept).map((group) => (
            <TestGroup key={group[0]!.config.testCode} group={group} day={day} />
          ))}
          <Button variant="outlined" color="error" onClick={removeAll} sx={{ mt: 2 }}>
            {m.page.deleteAll}
          </Button>
        </>
      )}
    </Box>
  );
}

/** A date as the chart's axis writes it, short enough for two on a phone ("28 Nov"); the table has the year. */
function shortDay(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short' }).format(ms);
}

/** One test's kept results: the trend when there are two or more, then each result, newest first. */
function TestGroup({ group, day }: { group: KeptResult[]; day: (ms: number) => string }) {
  const m = useMyResultsMessages();
  const language = useLanguage();
  const config = group[0]!.config;
  const name = testName(config);
  const followUp = followUpFor(config.testCode);
  const oldestFirst = [...group].reverse();
  const byTotal = Boolean(followUp?.trend);
  const [latest, previous] = group;
  return (
    <Paper component="section" variant="outlined" aria-label={name} sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }} lang={config.lang ?? 'en'}>
        {name}
      </Typography>
      {latest && previous && (
        <Box sx={{ mb: 2 }} data-testid="trend">
          <TrendChart
            entries={oldestFirst}
            trend={followUp?.trend}
            label={
              byTotal ? m.trend.chartLabel(config.formalTitle) : m.trend.levelChartLabel(config.formalTitle)
            }
            formatDay={(ms) => shortDay(ms, language)}
          />
          {/* Hidden by its box: a table itself would not clip, and would widen the page. */}
          <Box sx={visuallyHidden}>
            <table>
              <caption>{m.trend.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.trend.dateColumn}</th>
                  <th scope="col">{byTotal ? m.trend.totalColumn : m.trend.levelColumn}</th>
                  <th scope="col">{m.trend.gradeColumn}</th>
                </tr>
              </thead>
              <tbody>
                {oldestFirst.map((entry) => (
                  <tr key={entry.id}>
                    <td>{day(entry.completedAt)}</td>
                    <td>{byTotal ? entry.result.totalScore : (entry.result.level ?? '')}</td>
                    <td>{entry.result.grade}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
          {/* Where no difference is published (no catalogue entry), the sentence says so. */}
          <Typography sx={{ mt: 1 }} data-testid="change-sentence">
            {changeSentence(m, followUp?.mid, previous.result.totalScore, latest.result.totalScore)}
          </Typography>
        </Box>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.map((entry) => (
          <KeptRow key={entry.id} entry={entry} name={config.formalTitle} day={day} />
        ))}
      </Box>
    </Paper>
  );
}

function KeptRow({ entry, name, day }: { entry: KeptResult; name: string; day: (ms: number) => string }) {
  const m = useMyResultsMessages();
  const date = day(entry.completedAt);
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}
      data-testid="kept-result"
    >
      <Typography sx={{ fontWeight: 600 }}>{m.page.takenOn(date)}</Typography>
      <Typography lang={entry.result.lang ?? entry.config.lang ?? 'en'}>
        {entry.result.grade} · {m.page.score(entry.result.totalScore, entry.result.expectedTotalScore)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          component={RouterLink}
          to={`${appPaths.myResults}?${openParameter}=${encodeURIComponent(entry.id)}`}
          variant="contained"
          size="small"
          aria-label={m.page.openLabel(name, date)}
        >
          {m.page.open}
        </Button>
        <Button
          variant="text"
          size="small"
          onClick={() => deleteKeptResult(entry.id)}
          aria-label={m.page.deleteLabel(name, date)}
        >
          {m.page.delete}
        </Button>
      </Stack>
    </Box>
  );
}
