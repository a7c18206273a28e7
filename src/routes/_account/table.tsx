import { createFileRoute } from '@tanstack/react-router';
import { TableScreen } from '../../features/table/TableScreen';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/table')({
  staticData: { title: TITLES.table },
  component: TableScreen,
});
