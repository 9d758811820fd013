import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Answer, Result, TestConfig } from '../../../schemas';
import { appPaths } from '../../core/sitePaths';
import { NewTabNote } from '../../components/NewTabNote';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/language';
import { settings } from '../../settings';
import { fhirBundle, fhirFileName, fhirMediaType } from './fhir';
import { followUpFor } from './followUp';
import { deleteKeptResult, keepResult, keptCopyOf } from './keptResults';
import { useMyResultsMessages } from './messages';
import { download, recheckCalendar, recheckWindow, summaryText, whatsappLink } from './summary';

interface KeepShareBlockProps {
  config: TestConfig;
  result: Result;
  answers: Answer[];
  completedAt: number;
}

/** The site's own address, under which its FHIR code systems live (and the reminder points). */
function siteAddress(): string {
  return typeof window === 'undefined' ? settings.mainSiteUrl : window.location.origin;
}

/** The block, which waits for its texts in another language on its own, never holding up the result. */
export function KeepShareBlock(props: KeepShareBlockProps) {
  return (
    <Suspense fallback={null}>
      <KeepShareSection {...props} />
    </Suspense>
  );
}

/**
 * Under a result: keep it on this phone (opt-in, saying who can see it and how to remove it), hand it to a
 * clinician (a FHIR file, a WhatsApp summary the visitor sends), and when to take the test again. Everything
 * is made in the browser; nothing here sends anything to the site.
 */
function KeepShareSection({ config, result, answers, completedAt }: KeepShareBlockProps) {
  const m = useMyResultsMessages();
  const language = useLanguage();
  const headingId = useId();
  const [keptId, setKeptId] = useState(() => keptCopyOf(config, completedAt)?.id ?? null);
  const [status, setStatus] = useState<string | null>(null);
  const date = formatDate(completedAt, language);
  const summary = summaryText(m, config, result, date);
  const window_ = recheckWindow(followUpFor(config.testCode)?.recheck, completedAt, result.urgency);

  const keep = () => {
    try {
      setKeptId(keepResult({ config, result, answers, completedAt }).id);
      setStatus(m.block.kept);
    } catch {
      setStatus(m.block.keepFailed);
    }
  };
  const remove = () => {
    if (keptId) deleteKeptResult(keptId);
    setKeptId(null);
    setStatus(m.block.removed);
  };
  const downloadFhir = () =>
    download(
      JSON.stringify(fhirBundle({ config, result, answers, completedAt }, siteAddress()), null, 2),
      fhirFileName(config.testCode, completedAt),
      fhirMediaType,
    );
  const downloadReminder = () => {
    if (!window_) return;
    const address = `${siteAddress()}${window.location.pathname.startsWith('/tests/') ? window.location.pathname : ''}`;
    download(
      recheckCalendar({
        uid: `${config.testCode}-${completedAt}@kipimo`,
        title: m.recheck.calendarTitle(config.formalTitle),
        description: m.recheck.calendarNote(address),
        day: window_.from,
      }),
      `kipimo-${config.testCode}-reminder.ics`,
      'text/calendar',
    );
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="keep-share"
      sx={{ p: { xs: 2, md: 3 }, mb: 2, '@media print': { display: 'none' } }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {m.block.heading}
      </Typography>
      {keptId ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Link component={RouterLink} to={appPaths.myResults}>
            {m.block.seeAll}
          </Link>
          <Button variant="text" onClick={remove}>
            {m.block.remove}
          </Button>
        </Stack>
      ) : (
        <>
          <Button variant="outlined" onClick={keep}>
            {m.block.keep}
          </Button>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {m.block.keepNote}
          </Typography>
        </>
      )}
      <Typography role="status" variant="body2" sx={{ mt: 1, fontWeight: 600, minHeight: '1.5em' }}>
        {status}
      </Typography>

      <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 1, fontSize: '1.1rem' }}>
        {m.block.clinicianHeading}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={downloadFhir}>
          {m.block.fhir}
        </Button>
        <Typography variant="body2">{m.block.fhirNote}</Typography>
        {/* No provider number set: no button, rather than one to a wrong number (issue 31). */}
        {settings.whatsappNumber && (
          <Button
            variant="outlined"
            href={whatsappLink(summary, settings.whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="whatsapp-provider"
          >
            {m.block.whatsappProvider(settings.providerName)}
            <NewTabNote />
          </Button>
        )}
        <Button
          variant="outlined"
          href={whatsappLink(summary)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-anyone"
        >
          {m.block.whatsappAnyone}
          <NewTabNote />
        </Button>
        <Typography variant="body2">{m.block.whatsappNote}</Typography>
      </Stack>

      {window_ && (
        <Box sx={{ mt: 2 }} data-testid="recheck">
          <Typography component="h3" variant="h4" sx={{ mb: 1, fontSize: '1.1rem' }}>
            {m.recheck.heading}
          </Typography>
          <Typography>
            {m.recheck.between(formatDate(window_.from, language), formatDate(window_.to, language))}
          </Typography>
          <Button variant="text" onClick={downloadReminder} sx={{ mt: 1 }}>
            {m.recheck.calendar}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
