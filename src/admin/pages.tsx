/**
 * Info pages (issue 46): the list, with each page's languages and last change; a page opens in its editor (pageEdit.tsx,
 * loaded when first opened: react-admin's rich-text input carries TipTap, most of the console's weight).
 */
import { lazy, Suspense } from 'react';
import { Datagrid, FunctionField, List, Loading, TextField } from 'react-admin';
import type { AdminPage } from '../api/contract';
import { dateTimeText } from './dateTime';
import { LanguageChip } from './scheduleText';

export function PageList() {
  return (
    <List title="Info pages" sort={{ field: 'title', order: 'ASC' }} perPage={50} exporter={false} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Page" />
        <FunctionField label="Address" source="id" render={(page: AdminPage) => `/${page.id}`} />
        <FunctionField label="Languages" sortable={false} render={(page: AdminPage) => <LanguageChip hindi={page.hiHtml !== null} />} />
        <FunctionField label="Last changed (Kolkata time)" source="updatedAt" render={(page: AdminPage) => dateTimeText(page.updatedAt)} />
      </Datagrid>
    </List>
  );
}

const LazyPageEdit = lazy(() => import('./pageEdit'));

export function PageEdit() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyPageEdit />
    </Suspense>
  );
}
