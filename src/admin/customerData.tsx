/**
 * "Customer data" (DPDP Act 2023): support or the owner finds a customer by their number and reads everything the
 * chain holds about them, section by section, downloads it as JSON for the customer, or erases it as the customer's
 * own account deletion would, keeping only their tax invoices. The number goes in the request's body (never in the
 * page's address); every look and every erase is in the audit trail. The server decides who may (routes/admin/privacy.ts).
 */
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import SearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { CUSTOMER_DATA_ERASE_PATH, CUSTOMER_DATA_EXPORT_PATH, type CustomerDataExport, type CustomerDataRow, type CustomerDataSection, type CustomerErasure } from '../api/privacyContract';
import { adminCall, messageOf } from './api';
import { dateTimeText } from './dateTime';
import { rupees } from './rupees';

const KEPT_BY_LAW = 'Only their tax invoices are kept, as GST law requires (CGST Act 2017, section 36): nothing else that names them stays.';

const MOMENT = /(At|For|Until|Date|Birth)$/;

/** A value as a person reads it: moments in Kolkata time, paise as rupees, yes and no, nested rows one to a line. */
function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && MOMENT.test(key)) return dateTimeText(value);
  if (typeof value === 'number' && key.endsWith('Paise')) return rupees(value / 100);
  if (Array.isArray(value)) return value.map((item) => (item !== null && typeof item === 'object' ? compact(item as CustomerDataRow) : shown(key, item))).join('\n');
  if (typeof value === 'object') return compact(value as CustomerDataRow);
  return String(value);
}

const compact = (row: CustomerDataRow) =>
  Object.entries(row)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${key}: ${shown(key, value)}`)
    .join(', ');

/** 'walletBalancePaise' as 'Wallet Balance Paise': the JSON's own key, which the customer reads in the download too. */
const headerOf = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

function SectionTable({ section }: { section: CustomerDataSection }) {
  const keys = [...new Set(section.rows.flatMap((row) => Object.keys(row)))];
  return (
    <Box component="section" aria-label={section.title} sx={{ mb: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {section.title} <Typography component="span" color="text.secondary">({section.rows.length})</Typography>
      </Typography>
      {section.rows.length === 0 ? (
        <Typography color="text.secondary">None</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360, maxWidth: '100%', overflow: 'auto' }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                {keys.map((key) => (
                  <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                    {headerOf(key)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {section.rows.map((row, index) => (
                <TableRow key={index}>
                  {keys.map((key) => (
                    <TableCell key={key} sx={{ whiteSpace: 'pre-line', verticalAlign: 'top', minWidth: 80 }}>
                      {shown(key, row[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function download(data: CustomerDataExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  // Named by the customer's record id, not their number: a file name travels (downloads lists, mail subjects).
  link.download = `customer-${data.customerId}-data.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CustomerDataScreen() {
  const [mobile, setMobile] = useState('');
  const [data, setData] = useState<{ mobile: string; export: CustomerDataExport } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const answer = await adminCall<CustomerDataExport>('POST', CUSTOMER_DATA_EXPORT_PATH, { mobile: mobile.trim() });
      setData({ mobile: mobile.trim(), export: answer.data });
    } catch (failure) {
      setData(null);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!data) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await adminCall<CustomerErasure>('POST', CUSTOMER_DATA_ERASE_PATH, { mobile: data.mobile });
      setDone(answer.message);
      setData(null);
      setMobile('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const profile = data?.export.sections.find((section) => section.key === 'profile')?.rows[0];
  return (
    // A wide section scrolls inside its own table: the page itself never grows sideways.
    <Card sx={{ mt: 2, width: '100%', contain: 'inline-size' }}>
      <Title title="Customer data" />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          A customer&apos;s request for their data under the Digital Personal Data Protection Act 2023: everything the chain holds about them, to read here or
          download for them, or to erase. {KEPT_BY_LAW} Every look and every erase is recorded in the audit trail.
        </Typography>
        <Stack component="form" direction="row" spacing={2} onSubmit={find} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <TextField
            label="Customer's mobile number"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
            size="small"
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
            Show their data
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {done}
          </Alert>
        )}
        {data && (
          <>
            <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p">
                {String(profile?.fullName || 'No name given')} · {data.mobile}
              </Typography>
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => download(data.export)}>
                Download JSON
              </Button>
              <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} disabled={busy}>
                Erase their data
              </Button>
            </Stack>
            <Alert severity="info" sx={{ mb: 2 }}>
              {data.export.notes.map((note) => (
                <div key={note}>{note}</div>
              ))}
            </Alert>
            {data.export.sections.map((section) => (
              <SectionTable key={section.key} section={section} />
            ))}
          </>
        )}
        {confirming && <EraseDialog busy={busy} onErase={() => void erase()} onClose={() => setConfirming(false)} />}
      </CardContent>
    </Card>
  );
}

function EraseDialog({ busy, onErase, onClose }: { busy: boolean; onErase: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="erase-title" fullWidth maxWidth="sm">
      <DialogTitle id="erase-title">Erase this customer&apos;s data?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Their account and everything the chain holds about them goes, as their own account deletion would: profile, addresses, orders, wallet and points,
          notifications, table sessions, bookings and forms. {KEPT_BY_LAW} This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button color="error" variant="contained" onClick={onErase} disabled={busy}>
          Erase
        </Button>
      </DialogActions>
    </Dialog>
  );
}
