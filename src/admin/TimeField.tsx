/** A record's moment (epoch ms) in a list, in India's time (dateTime.ts), or `emptyText` when it has none. */
import { useRecordContext } from 'react-admin';
import { dateTimeText } from './dateTime';

export interface TimeFieldProps {
  source: string;
  /** Read by the list for its column's header and sorting. */
  label?: string;
  sortable?: boolean;
  emptyText?: string;
}

export function TimeField({ source, emptyText = '' }: TimeFieldProps) {
  const at: unknown = useRecordContext()?.[source];
  return <span style={{ whiteSpace: 'nowrap' }}>{typeof at === 'number' ? dateTimeText(at) : emptyText}</span>;
}
