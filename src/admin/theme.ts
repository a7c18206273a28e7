/** A calm console: the chain's dark brown and gold on white, quiet surfaces, readable type at laptop distance. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#8a5a14', contrastText: '#ffffff' },
    secondary: { main: '#1c1a17', contrastText: '#ffffff' },
    background: { default: '#f6f4f0', paper: '#ffffff' },
    text: { primary: '#1c1a17', secondary: '#5f5a52' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif', fontSize: 14 },
  sidebar: { width: 220, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { root: { backgroundColor: '#1c1a17', color: '#ffffff', boxShadow: 'none' } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } }, defaultProps: { elevation: 0 } },
    MuiCard: { styleOverrides: { root: { border: '1px solid #e6e1d8' } } },
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    // Room on the right as on the left: lists and forms never touch the window's edge.
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { paddingRight: 24, paddingBottom: 24 } } } },
  },
};
