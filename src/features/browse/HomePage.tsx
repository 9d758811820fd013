import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../catalogue';
import { useT } from '../../i18n/language';
import { visuallyHidden } from '../../components/visuallyHidden';
import { usePageTitle } from '../../components/usePageTitle';
import { CategoryCard } from './CategoryCard';
import { CardGrid } from './CardGrid';
import { Hero } from './Hero';

/** /categories and /tests: the hero and the grid of categories (1, 2, 3 columns at small, medium, large). */
export default function HomePage() {
  const t = useT();
  const { categories } = useCatalogue();
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
        <CardGrid testId="category-grid">
          {categories.map((category, index) => (
            <li key={category.id}>
              <CategoryCard category={category} first={index === 0} />
            </li>
          ))}
        </CardGrid>
      </Box>
    </>
  );
}
