/**
 * Info pages (issue 46): each page's title and HTML in English and Hindi, edited in react-admin's rich-text input
 * (ra-input-rich-text, on TipTap) or, for what it does not keep (tables, figures), as HTML source; beside it the page as
 * a phone shows it, through the app's own sanitiser. The server keeps the HTML as written; that sanitiser decides what
 * of it reaches a diner (server/routes/admin/pages.ts).
 */
import { useState } from 'react';
import { Edit, TextInput, required, useNotify } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { Box, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { messageOf } from './api';
import { Refused } from './notices';
import { PhonePreview } from './pagePreview';
import { VersionedForm } from './versionedForm';

/** What TipTap's starter kit does not keep: such a page opens as HTML source, so a save never drops its tables. */
const RICH_TEXT_LOSES = /<(table|figure|figcaption|caption|iframe|script|style|details|summary|dl)\b/i;

function PageHtmlInput({ source, label }: { source: string; label: string }) {
  const html = useWatch({ name: source }) as string | null | undefined;
  const [mode, setMode] = useState<'rich' | 'source'>(() => (html && RICH_TEXT_LOSES.test(html) ? 'source' : 'rich'));
  return (
    <Box sx={{ minWidth: 0 }}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_event, next: 'rich' | 'source' | null) => next && setMode(next)} aria-label={`How to edit ${label}`} sx={{ mb: 1 }}>
        <ToggleButton value="rich">Rich text</ToggleButton>
        <ToggleButton value="source">HTML source</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'rich' && html && RICH_TEXT_LOSES.test(html) && (
        <Typography variant="caption" color="warning.main" component="p">
          This page holds tables or other parts the rich-text editor does not keep: edit it as HTML source.
        </Typography>
      )}
      {mode === 'rich' ? (
        <RichTextInput source={source} label={label} fullWidth />
      ) : (
        <TextInput source={source} label={`${label} (HTML)`} multiline minRows={14} maxRows={28} fullWidth slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }} />
      )}
    </Box>
  );
}

function PageFields() {
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={language} onChange={(_event, next: 'en' | 'hi') => setLanguage(next)} sx={{ mb: 2 }}>
        <Tab value="en" label="English" />
        <Tab value="hi" label="Hindi · हिन्दी" />
      </Tabs>
      {/* Both languages stay mounted (hidden), so switching keeps what was typed in the other. */}
      {(['en', 'hi'] as const).map((lang) => (
        <Box key={lang} hidden={language !== lang} sx={{ display: language === lang ? 'grid' : 'none', gridTemplateColumns: 'minmax(0, 1fr) 430px', gap: 3, alignItems: 'start' }}>
          <Box lang={lang} sx={{ minWidth: 0 }}>
            {lang === 'en' ? (
              <>
                <TextInput source="title" label="Title" validate={required()} fullWidth />
                <PageHtmlInput source="html" label="Page" />
              </>
            ) : (
              <>
                <TextInput source="hiTitle" label="Title (Hindi)" fullWidth helperText="Leave the Hindi title and text empty: Hindi readers see the English, marked as such" />
                <PageHtmlInput source="hiHtml" label="Page (Hindi)" />
              </>
            )}
          </Box>
          <PhonePreview titleSource={lang === 'en' ? 'title' : 'hiTitle'} htmlSource={lang === 'en' ? 'html' : 'hiHtml'} lang={lang} />
        </Box>
      ))}
    </Box>
  );
}

/** Loaded when first opened (pageEditor.tsx): TipTap is most of the console's weight, and most staff never edit a page. */
export default function PageEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Info page"
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners read it now.', { type: 'success' }) }}
      error={<Refused />}
      actions={false}
    >
      <VersionedForm maxWidth={1240}>
        <PageFields />
      </VersionedForm>
    </Edit>
  );
}
