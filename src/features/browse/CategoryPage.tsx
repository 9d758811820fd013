import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { findCategoryBySlug } from '../../catalogue';
import { ClockIcon } from '../../components/icons';
import { t } from '../../messages';

/** /categories/{slug}: one card per test. An unknown slug is a blank page, as the spec says. */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const category = findCategoryBySlug(slug);
  if (!category) return null;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {category.title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{category.description}</Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {category.tests.map((test) => (
          <Card key={test.testCode} variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                {test.informalTitle}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1 }}>
                {test.description}
              </Typography>
              <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
                <ClockIcon fontSize="small" aria-hidden="true" /> {test.duration}
              </Typography>
              <Button component={RouterLink} to={`/tests/${test.routeSlug}`} variant="contained">
                {t.home.start(test.informalTitle)}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
