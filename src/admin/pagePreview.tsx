/**
 * A page as a diner's phone shows it (issue 46): 390 px wide, its HTML through the app's own sanitiser and renderer
 * (src/features/pages: DOMPurify with the pages' allow-list), so a script or a frame the editor wrote is shown gone,
 * as diners will see it, before it is saved.
 */
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PageHtml } from '../features/pages/PageHtml';
import '../features/pages/pages.css';

export function PhonePreview({ titleSource, htmlSource, lang }: { titleSource: string; htmlSource: string; lang: 'en' | 'hi' }) {
  const title = useWatch({ name: titleSource }) as string | null | undefined;
  const html = useWatch({ name: htmlSource }) as string | null | undefined;
  return (
    <Box component="figure" aria-label={`Phone preview (${lang === 'hi' ? 'Hindi' : 'English'})`} sx={{ m: 0 }}>
      <Box
        className="page-phone-preview"
        sx={{
          width: 390,
          height: 640,
          overflowY: 'auto',
          border: '10px solid #222',
          borderRadius: '28px',
          bgcolor: '#fff',
          px: 2,
          py: 2,
          boxSizing: 'content-box',
          // The app's tokens the page styles read (src/app/styles.css), for the preview alone.
          '--line': '#e6e6e6',
          '--surface': '#fff',
          '--muted': '#5c5c5c',
          '--radius': '14px',
          '--gold': '#f6b547',
          '--gold-dark': '#8a5a00',
          '--black': '#000',
        }}
      >
        <Typography component="h1" lang={lang} sx={{ fontSize: 22, fontWeight: 700, mb: 1 }}>
          {title || '—'}
        </Typography>
        {html ? <PageHtml html={html} lang={lang} /> : <Typography color="text.secondary">No {lang === 'hi' ? 'Hindi' : ''} text yet.</Typography>}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        As a phone shows it (390 px), after the app’s sanitiser
      </Typography>
    </Box>
  );
}
