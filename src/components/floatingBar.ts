/**
 * The floating actions on a phone (issue 31): WhatsApp, Book a Session and the AI Assistant side by side in one
 * bar across the bottom, each a cell of a third of it, its icon above a label in room kept for it. The bar is
 * never wider or taller than this, whatever a label does, so it covers only the strip the page keeps free for
 * it (src/app/FloatingActions.tsx); during a test it sits in the page, below the test, and covers nothing.
 */

/** Phones: below MUI's `sm` breakpoint (600 px), as `{ xs: …, sm: … }` styles split. */
export const phoneQuery = '@media (max-width: 599.95px)';

/** The bar's height in pixels: an icon and two lines of label. */
export const floatingBarHeight = 64;

/** One cell of the bar: a third of its width, its icon above its label, on the bar's own background. */
export const phoneCellSx = {
  flex: '1 1 0',
  minWidth: 0,
  height: floatingBarHeight,
  px: 0.5,
  py: 0.5,
  borderRadius: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 0.25,
  color: 'text.primary',
  bgcolor: 'transparent',
  boxShadow: 'none',
  textTransform: 'none',
  '&:hover': { bgcolor: 'action.hover', boxShadow: 'none' },
  '& .MuiButton-startIcon': { m: 0 },
  '& .MuiButton-startIcon > *:nth-of-type(1)': { fontSize: 26 },
} as const;

/** The label under a cell's icon: two short lines at most, centred, never wider than its cell. */
export const phoneLabelSx = {
  display: 'block',
  maxWidth: '100%',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;
