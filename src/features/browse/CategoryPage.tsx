import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { langIfOther, useCatalogue } from '../../catalogue';
import { useT } from '../../i18n/language';
import { usePageTitle } from '../../components/usePageTitle';
import { CardGrid } from './CardGrid';
import { Hero } from './Hero';
import { startButtonRow } from './startButtonRow';
import { TestCard } from './TestCard';

/** /categories/{slug}: the category's hero and one card per test. An unknown slug is a blank page, as the spec says. */
export default function CategoryPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const { language, findCategoryBySlug } = useCatalogue();
  const category = findCategoryBySlug(slug);
  usePageTitle(category?.title);
  if (!category) return null;
  return (
    <>
      <Hero
        heading={category.title}
        text={category.description}
        lang={langIfOther(category.lang, language)}
        backgroundImage={category.imageSrc}
      />
      <Box
        component="section"
        aria-label={t.category.testsHeading(category.title)}
        sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}
      >
        <CardGrid>
          {category.tests.map((test, index) => (
            <Box component="li" key={test.testCode} sx={startButtonRow}>
              <TestCard test={test} first={index === 0} />
            </Box>
          ))}
        </CardGrid>
      </Box>
    </>
  );
}
