import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { useT } from '../../i18n/language';

interface HeroProps {
  heading: string;
  text: string;
  /** The language of the heading and text, when it is not the page's (a category with no translation). */
  lang?: string;
  /** A picture behind the text, under a dark veil that keeps white text above 7:1. */
  backgroundImage?: string;
}

/** The top band of the home and category screens: heading, a line of text and the Search button. */
export function Hero({ heading, text, lang, backgroundImage }: HeroProps) {
  const t = useT();
  const dark = Boolean(backgroundImage);
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        px: 2,
        py: { xs: 5, md: 8 },
        color: dark ? '#fff' : 'text.primary',
        bgcolor: dark ? 'primary.dark' : 'primary.light',
        backgroundImage: dark
          ? `linear-gradient(rgba(7, 80, 76, 0.9), rgba(7, 80, 76, 0.86)), url("${backgroundImage}")`
          : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Typography id="hero-heading" component="h1" variant="h1" lang={lang} sx={{ mb: 2, maxWidth: 780 }}>
          {heading}
        </Typography>
        <Typography lang={lang} sx={{ mb: 3, fontSize: '1.125rem', maxWidth: 680 }}>
          {text}
        </Typography>
        <Button
          component={RouterLink}
          to="/search"
          variant={dark ? 'outlined' : 'contained'}
          size="large"
          startIcon={<SearchIcon aria-hidden="true" />}
          sx={
            dark
              ? {
                  color: '#fff',
                  borderColor: '#fff',
                  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.12)' },
                }
              : undefined
          }
        >
          {t.home.search}
        </Button>
      </Box>
    </Box>
  );
}
