import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { categories } from '../../catalogue';
import { t } from '../../messages';

/** /categories and /tests: the hero and the grid of categories. */
export default function HomePage() {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {t.home.heading}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t.home.intro}</Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {categories.map((category) => (
          <Card key={category.id} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={`/categories/${category.routeSlug}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                  {category.title}
                </Typography>
                <Typography color="text.secondary">{category.description}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
