/**
 * The 'Hindi' screen (issue 46): per kind of the chain's words a diner reads, how many records still show a field in
 * English to a diner reading Hindi, and the first of them, each with a link to its editor. The server counts
 * (server/routes/admin/translations.ts); each visit asks again, so the count falls as Hindi is saved.
 */
import { useEffect, useState } from 'react';
import { Link, Title } from 'react-admin';
import { Alert, Box, Card, CardActionArea, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MissingTranslations } from '../api/contract';
import { adminCall, messageOf } from './api';

const FIELD_NAMES: Record<string, string> = { title: 'name', description: 'description', address: 'address' };

export function TranslationsScreen() {
  const [kinds, setKinds] = useState<MissingTranslations[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => {
    adminCall<MissingTranslations[]>('GET', '/translations').then(
      ({ data }) => {
        setKinds(data);
        setShown((current) => current ?? data.find((kind) => kind.count > 0)?.kind ?? null);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  const open = kinds?.find((kind) => kind.kind === shown);
  return (
    <Box sx={{ p: 2, maxWidth: 1100 }}>
      <Title title="Hindi" />
      <Typography variant="h5" component="h1" gutterBottom>
        No Hindi yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What diners reading Hindi still see in English. Open one, fill in its Hindi beside the English, save: it leaves this list.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {kinds && (
        <Box component="ul" aria-label="Without Hindi, by kind" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5, p: 0, m: 0, mb: 3, listStyle: 'none' }}>
          {kinds.map((kind) => (
            <Card component="li" key={kind.kind} variant="outlined" sx={{ borderColor: kind.kind === shown ? 'primary.main' : undefined }}>
              <CardActionArea onClick={() => setShown(kind.kind)} aria-pressed={kind.kind === shown} data-testid={`missing-${kind.kind}`}>
                <CardContent>
                  <Typography variant="h4" component="p" color={kind.count === 0 ? 'success.main' : 'text.primary'}>
                    {kind.count}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {kind.label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      {open && (
        <Card variant="outlined" component="section" aria-label={`${open.label} without Hindi`}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {open.count === 0 ? `Every one of the ${open.label.toLowerCase()} has its Hindi` : `${open.label} without Hindi`}
            </Typography>
            {open.records.length > 0 && (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Where</TableCell>
                    <TableCell>Still in English</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {open.records.map((record) => (
                    <TableRow key={record.id} hover>
                      <TableCell>
                        <Link to={record.editor}>{record.name}</Link>
                      </TableCell>
                      <TableCell>{record.where ?? ''}</TableCell>
                      <TableCell>{record.fields.map((field) => FIELD_NAMES[field] ?? field).join(', ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {open.count > open.records.length && (
              <Stack sx={{ mt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  The first {open.records.length} of {open.count}; the rest show as these get their Hindi.
                </Typography>
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
