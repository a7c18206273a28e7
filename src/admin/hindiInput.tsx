/**
 * The chain's words in Hindi beside the English ones (issue 46), in every form that edits what a diner reads: a
 * field left empty has no Hindi yet, and the diner's app shows it in English, marked so. Typed in Devanagari (the
 * field says so to the browser: lang="hi"), checked by the server as the English field is (length, no HTML in names).
 */
import type { ReactNode } from 'react';
import { TextInput, maxLength as atMost } from 'react-admin';
import { Box } from '@mui/material';

export function HindiInput({ source, label, maxLength, multiline = false, readOnly = false }: { source: string; label: string; maxLength: number; multiline?: boolean; readOnly?: boolean }) {
  return (
    <TextInput
      source={source}
      label={label}
      readOnly={readOnly}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      validate={atMost(maxLength, `At most ${maxLength} characters`)}
      helperText="Empty: diners reading Hindi see the English"
      slotProps={{ htmlInput: { lang: 'hi' } }}
    />
  );
}

/** English on the left, Hindi on the right, row by row. */
export function BesideHindi({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%', alignItems: 'start' }}>{children}</Box>;
}
