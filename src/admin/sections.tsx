/**
 * The menu's sections and sub-sections (shared by every outlet), for owners and content editors: their names in
 * English and Hindi (issue 46). Saved and audited by the server as before (server/routes/admin/menu.ts); diners' menus
 * follow at once.
 */
import { Datagrid, Edit, FunctionField, Link, List, SaveButton, SimpleForm, TextField, TextInput, Toolbar, required, useEditContext, useNotify } from 'react-admin';
import { Chip, Stack, Typography } from '@mui/material';
import type { AdminSection, AdminSubSection } from '../api/contract';
import { messageOf } from './api';
import { BesideHindi, HindiInput } from './hindiInput';
import { Refused } from './notices';

const hindiOf = (record: { translations: AdminSection['translations'] }) => record.translations.hi?.title ?? '—';

export function SectionList() {
  return (
    <List title="Menu sections" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={100} pagination={false} exporter={false} actions={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Section" sortable={false} />
        <FunctionField label="In Hindi" sortable={false} render={(section: AdminSection) => <span lang="hi">{hindiOf(section)}</span>} />
        <FunctionField
          label="Sub-sections"
          sortable={false}
          render={(section: AdminSection) => (
            <Stack direction="row" spacing={0} useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
              {section.subSections.map((sub) => (
                <Chip key={sub.id} size="small" variant="outlined" clickable component={Link} to={`/sub-sections/${sub.id}`} onClick={(event: React.MouseEvent) => event.stopPropagation()} label={sub.title} />
              ))}
            </Stack>
          )}
        />
      </Datagrid>
    </List>
  );
}

function NameFields({ what }: { what: string }) {
  return (
    <BesideHindi>
      <TextInput source="title" label={`${what} name`} validate={required(`Give the ${what.toLowerCase()} a name`)} />
      <HindiInput source="translations.hi.title" label={`${what} name in Hindi`} maxLength={60} />
    </BesideHindi>
  );
}

function SubSectionsOf() {
  const { record } = useEditContext<AdminSection>();
  if (!record?.subSections.length) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        Its sub-sections
      </Typography>
      <Stack direction="row" spacing={0} useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        {record.subSections.map((sub) => (
          <Chip key={sub.id} variant="outlined" clickable component={Link} to={`/sub-sections/${sub.id}`} label={sub.translations.hi?.title ? `${sub.title} · ${sub.translations.hi.title}` : sub.title} />
        ))}
      </Stack>
    </Stack>
  );
}

function NameEdit({ what, children }: { what: string; children?: React.ReactNode }) {
  const notify = useNotify();
  return (
    <Edit
      title={<EditTitle what={what} />}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }), onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      error={<Refused />}
      actions={false}
    >
      {/* Save only: a section is not removed here (its dishes would lose their place). */}
      <SimpleForm
        sx={{ maxWidth: 960 }}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <NameFields what={what} />
        {children}
      </SimpleForm>
    </Edit>
  );
}

function EditTitle({ what }: { what: string }) {
  const { record } = useEditContext<AdminSection | AdminSubSection>();
  return <span>{record ? `${what}: ${record.title}` : what}</span>;
}

export const SectionEdit = () => (
  <NameEdit what="Section">
    <SubSectionsOf />
  </NameEdit>
);
export const SubSectionEdit = () => <NameEdit what="Sub-section" />;
