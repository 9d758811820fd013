import Box from '@mui/material/Box';

interface CardImageProps {
  src: string;
  alt: string;
  /**
   * "first": the first card's, likely the largest thing on a phone's first screen (its LCP): fetched ahead of
   * the scripts. (The server writes the categories' pictures into the page, server/inlinePictures.ts, so this
   * counts for a category page's first test card, and for pictures fetched after a language switch.) "lazy":
   * further down a long list, fetched as it nears the screen.
   */
  loading?: 'first' | 'eager' | 'lazy';
}

/** A card's 16:9 illustration, sized before it loads so the grid never shifts. */
export function CardImage({ src, alt, loading = 'eager' }: CardImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={320}
      height={180}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={loading === 'first' ? 'high' : undefined}
      sx={{
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        display: 'block',
        bgcolor: 'primary.light',
      }}
    />
  );
}
