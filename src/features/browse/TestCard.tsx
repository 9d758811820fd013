import { CardImage } from './CardImage';
import { appPaths, pathTo } from '../../core/sitePaths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { cardMinutes, langIfOther, type LocalisedTestCard } from '../../catalogue';
import { ClockIcon } from '../../components/icons';
import { useLanguage, useT } from '../../i18n/language';
import { visuallyHidden } from '../../components/visuallyHidden';
import { startButtonRow } from './startButtonRow';

/**
 * A test on its category's screen: image, informal title, description, duration, tooltip line, start button.
 * Words with no translation show in English, marked as English. A test that runs in another language than the
 * page's (a validated instrument with no validated translation: `testLang`, whatever language its card's words
 * are in) says so in one sentence in the page's language.
 */
export function TestCard({ test, first = false }: { test: LocalisedTestCard; first?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const lang = langIfOther(test.lang, language);
  const testInOtherLanguage = test.testLang !== language;
  const to = pathTo(appPaths.test, test.routeSlug);
  return (
    <Card variant="outlined" data-testid="test-card" sx={startButtonRow}>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <CardImage src={test.imageSrc} alt={test.imageAlt} loading={first ? 'first' : 'lazy'} />
        <CardContent
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1.5,
            pb: 1.5,
          }}
        >
          <Typography component="h2" variant="h3" lang={lang}>
            {test.informalTitle}
          </Typography>
          <Typography color="text.secondary" lang={lang}>
            {test.description}
          </Typography>
          {testInOtherLanguage && (
            <Typography variant="body2" data-testid="card-english-only">
              {t.test.englishOnly}
            </Typography>
          )}
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <ClockIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
            <Box component="span" sx={visuallyHidden}>
              {t.category.durationLabel}
            </Box>
            {t.test.duration(cardMinutes(test))}
          </Typography>
          <Link component={RouterLink} to={to} variant="body2" lang={lang} sx={{ fontWeight: 600 }}>
            {test.tooltip}
          </Link>
        </CardContent>
      </Box>
      <Box sx={{ display: 'flex', px: 2, pb: 2 }}>
        <Button component={RouterLink} to={to} variant="contained" fullWidth>
          {t.home.start(test.informalTitle)}
        </Button>
      </Box>
    </Card>
  );
}
