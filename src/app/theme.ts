import { createTheme } from '@mui/material/styles';

/** One calm, high-contrast theme; system fonts only, so nothing is downloaded for type. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b6e69', dark: '#07504c', contrastText: '#ffffff' },
    secondary: { main: '#3a4d8f' },
    background: { default: '#f6f8f7', paper: '#ffffff' },
    text: { primary: '#1c2b2a', secondary: '#43524f' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
