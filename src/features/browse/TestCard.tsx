import { CardImage } from './CardImage';
import { appPaths, pathTo } from '../../app/sitePaths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { cardMinutes, langIfOther, type LocalisedTestCard } from '../../catalogue';
import { ClockIcon } from '../../components/icons';
import { useLanguage } from '../../i18n/language';
import { t } from '../../messages';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * A test on its category's screen: image, informal title, description, duration, tooltip line, start button.
 * A test with no version in the page's language shows its English words, marked as English, and one sentence
 * in the page's language saying that the test is in English.
 */
export function TestCard({ test, first = false }: { test: LocalisedTestCard; first?: boolean }) {
  const language = useLanguage();
  const lang = langIfOther(test.lang, language);
  const to = pathTo(appPaths.test, test.routeSlug);
  return (
    <Card
      variant="outlined"
      data-testid="test-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardImage src={test.imageSrc} alt={test.imageAlt} loading={first ? 'first' : 'lazy'} />
      <CardContent
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
      >
        <Typography component="h2" variant="h3" lang={lang}>
          {test.informalTitle}
        </Typography>
        <Typography color="text.secondary" lang={lang}>
          {test.description}
        </Typography>
        {lang && <Typography variant="body2">{t.test.englishOnly}</Typography>}
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
        {/* Full width, and two lines high where a row holds several cards, so the buttons of a row line up
            whether their title wraps or not. */}
        <Button
          component={RouterLink}
          to={to}
          variant="contained"
          fullWidth
          sx={{ mt: 'auto', minHeight: { sm: '4.25em' } }}
        >
          {t.home.start(test.informalTitle)}
        </Button>
      </CardContent>
    </Card>
  );
}
