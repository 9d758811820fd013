import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { categories } from '../../catalogue';
import { t } from '../../messages';
import { visuallyHidden } from '../site/visuallyHidden';
import { usePageTitle } from '../site/usePageTitle';
import { CategoryCard } from './CategoryCard';
import { Hero } from './Hero';

/** /categories and /tests: the hero and the grid of categories (1, 2, 3 columns at small, medium, large). */
export default function HomePage() {
  usePageTitle(t.home.title);
  return (
    <>
      <Hero heading={t.home.heading} text={t.home.intro} />
      <Box
        component="section"
        aria-labelledby="categories-heading"
        sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}
      >
        <Typography id="categories-heading" component="h2" sx={visuallyHidden}>
          {t.home.categoriesHeading}
        </Typography>
        <Box
          component="ul"
          data-testid="category-grid"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}
