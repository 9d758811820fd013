import { createTheme } from '@mui/material/styles';

/** The visible keyboard focus: a thick ring in a colour that stands out on white and on the brand green. */
const focusRing = { outline: '3px solid #3a4d8f', outlineOffset: '2px' };

/**
 * One calm, trustworthy theme: deep teal on soft off-white, every text colour at least 4.5:1 on its
 * background (primary on white 6.1:1, secondary text 8.2:1). System fonts only, so nothing is downloaded for
 * type.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e69', dark: '#07504c', light: '#e6f2f1', contrastText: '#ffffff' },
    secondary: { main: '#3a4d8f', contrastText: '#ffffff' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#1c2b2a', secondary: '#43524f' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
    h1: { fontSize: 'clamp(1.6rem, 1.2rem + 2vw, 2.4rem)', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    h3: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Anchored and focused elements stay clear of the sticky bar and of the floating buttons.
        html: { scrollPaddingTop: '80px', scrollPaddingBottom: '152px' },
        'a:focus-visible': focusRing,
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
