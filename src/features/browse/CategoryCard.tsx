import { CardImage } from './CardImage';
import { appPaths, pathTo } from '../../core/sitePaths';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { langIfOther, type LocalisedCategory } from '../../catalogue';
import { useLanguage, useT } from '../../i18n/language';

/** Devices with a real pointer: the spec shows the tooltip on hover on desktop only. */
const desktop = '@media (hover: hover) and (pointer: fine)';

/**
 * A category in the home grid: image, title and description, the whole card one link. On desktop, hovering
 * (or keyboard focus) shows the category's tooltip over the image; Escape hides it until the pointer or focus
 * comes back (WCAG 1.4.13). Screen readers hear the tooltip as the link's description on every device.
 */
export function CategoryCard({ category, first = false }: { category: LocalisedCategory; first?: boolean }) {
  const t = useT();
  const lang = langIfOther(category.lang, useLanguage());
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    // Escape hides a hover tooltip wherever the keyboard focus is.
    const dismissOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDismissed(true);
    document.addEventListener('keydown', dismissOnEscape);
    return () => document.removeEventListener('keydown', dismissOnEscape);
  }, []);
  const id = `category-${category.routeSlug}`;
  const describedBy = [`${id}-description`, category.tooltip ? `${id}-tooltip` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <Card
      variant="outlined"
      data-testid="category-card"
      onMouseEnter={() => setDismissed(false)}
      onFocus={() => setDismissed(false)}
      sx={{
        position: 'relative',
        height: '100%',
        cursor: 'pointer',
        transition: 'box-shadow 0.2s, transform 0.2s',
        [desktop]: {
          '&:hover': { boxShadow: 4 },
          ...(dismissed
            ? {}
            : {
                '&:hover [role="tooltip"], &:focus-within [role="tooltip"]': {
                  opacity: 1,
                  visibility: 'visible',
                },
              }),
        },
      }}
    >
      <CardImage
        src={category.imageSrc}
        alt={t.categoryImages[category.routeSlug] ?? ''}
        loading={first ? 'first' : 'eager'}
      />
      <CardContent>
        <Typography id={`${id}-title`} component="h2" variant="h3" lang={lang} sx={{ mb: 1 }}>
          {/* The title is the link, stretched over the whole card: the link's name is all of its visible text
              (WCAG 2.5.3), and the description and tooltip are its description. */}
          <Link
            component={RouterLink}
            to={pathTo(appPaths.category, category.routeSlug)}
            aria-describedby={describedBy}
            color="inherit"
            underline="none"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': {
                outline: '3px solid',
                outlineColor: 'primary.main',
                outlineOffset: -3,
              },
            }}
          >
            {category.title}
          </Link>
        </Typography>
        <Typography id={`${id}-description`} color="text.secondary" lang={lang}>
          {category.description}
        </Typography>
      </CardContent>
      {category.tooltip && (
        <Box
          role="tooltip"
          id={`${id}-tooltip`}
          lang={lang}
          sx={{
            position: 'absolute',
            top: 12,
            left: 12,
            right: 12,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'rgba(28, 43, 42, 0.94)',
            color: '#fff',
            fontSize: '0.95rem',
            lineHeight: 1.4,
            opacity: 0,
            visibility: 'hidden',
            transition: 'opacity 0.15s',
            pointerEvents: 'none',
          }}
        >
          {category.tooltip}
        </Box>
      )}
    </Card>
  );
}
