import Box from '@mui/material/Box';

/** A card's 16:9 illustration, sized before it loads so the grid never shifts. */
export function CardImage({ src, alt, lazy = false }: { src: string; alt: string; lazy?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={320}
      height={180}
      loading={lazy ? 'lazy' : undefined}
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
