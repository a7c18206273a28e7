/** The frame of the pages outside the console's layout (sign in, join, the authenticator): one centred card. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export function Screen({ title, intro, children, width = 420 }: { title: string; intro?: ReactNode; children: ReactNode; width?: number }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}>
      <Card sx={{ width: '100%', maxWidth: width }}>
        <CardContent sx={{ p: 4, '&:last-child': { pb: 4 } }}>
          <Typography variant="overline" color="text.secondary" component="p">
            Gold Leaf · Head office
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: intro ? 1 : 3, fontWeight: 600 }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {intro}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
