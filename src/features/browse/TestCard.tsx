import { CardImage } from './CardImage';
import { appPaths, pathTo } from '../../app/sitePaths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TestCard as TestCardData } from '../../../schemas';
import { ClockIcon } from '../../components/icons';
import { t } from '../../messages';
import { visuallyHidden } from '../../components/visuallyHidden';

/** A test on its category's screen: image, informal title, description, duration, tooltip line, start button. */
export function TestCard({ test }: { test: TestCardData }) {
  const to = pathTo(appPaths.test, test.routeSlug);
  return (
    <Card
      variant="outlined"
      data-testid="test-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardImage src={test.imageSrc} alt={t.testImages[test.routeSlug] ?? ''} lazy />
      <CardContent
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}
      >
        <Typography component="h2" variant="h3">
          {test.informalTitle}
        </Typography>
        <Typography color="text.secondary">{test.description}</Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <ClockIcon fontSize="small" aria-hidden="true" sx={{ color: 'primary.main' }} />
          <Box component="span" sx={visuallyHidden}>
            {t.category.durationLabel}
          </Box>
          {test.duration}
        </Typography>
        <Link component={RouterLink} to={to} variant="body2" sx={{ fontWeight: 600 }}>
          {test.tooltip}
        </Link>
        <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 'auto' }}>
          {t.home.start(test.informalTitle)}
        </Button>
      </CardContent>
    </Card>
  );
}
