/**
 * An outlet's dine-in tables (issue 36): list, add, rename, remove, and a printable A4 sheet of their QR codes. For
 * an owner and the outlet's manager; the server decides (server/routes/admin/tables.ts) and its refusals are shown
 * in its own words. Plain calls (adminCall) rather than a data provider: a table lives under its outlet.
 */
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import type { AdminOutlet } from '../api/contract';
import type { AdminTable } from '../api/contract/adminTables';
import { TABLE_NAME_MAX } from '../api/adminTableLimits';
import { tableQrUrl } from '../api/tableQr';
import { ADMIN_PATH } from '../api/staffEndpoints';
import { adminCall, messageOf } from './api';
import { Qr } from './Qr';

/** The outlet a screen works on, kept in the address (?outlet=3) so the QR sheet and a reload keep it. */
function useOutletChoice(): { outlets: AdminOutlet[] | null; outletId: number | null; choose: (id: number) => void; error: string | null } {
  const [outlets, setOutlets] = useState<AdminOutlet[] | null>(null);
  const [outletId, setOutletId] = useState<number | null>(() => Number(new URLSearchParams(window.location.search).get('outlet')) || null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    adminCall<AdminOutlet[]>('GET', '/outlets').then(
      ({ data }) => {
        const sorted = [...data].sort((a, b) => a.title.localeCompare(b.title));
        setOutlets(sorted);
        setOutletId((chosen) => (chosen && sorted.some((outlet) => outlet.id === chosen) ? chosen : (sorted[0]?.id ?? null)));
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  const choose = useCallback((id: number) => {
    setOutletId(id);
    const url = new URL(window.location.href);
    url.searchParams.set('outlet', String(id));
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return { outlets, outletId, choose, error };
}

/** The outlet picker at the top of the tables and keys screens (a manager with one outlet sees just its name). */
export function OutletScreen({ title, intro, children }: { title: string; intro: string; children: (outlet: AdminOutlet) => ReactNode }) {
  const { outlets, outletId, choose, error } = useOutletChoice();
  const outlet = outlets?.find((row) => row.id === outletId);
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
        </Box>
        {outlets && outlets.length > 1 && (
          <TextField select label="Outlet" value={outletId ?? ''} onChange={(event) => choose(Number(event.target.value))} sx={{ minWidth: 260 }}>
            {outlets.map((row) => (
              <MenuItem key={row.id} value={row.id}>
                {row.title}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {outlets && outlets.length === 0 && <Alert severity="info">You have no outlets yet: an owner assigns them to you.</Alert>}
      {outlet && children(outlet)}
    </Box>
  );
}

/** An outlet's tables, read again after each change. */
function useTables(outletId: number) {
  const [tables, setTables] = useState<AdminTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    adminCall<AdminTable[]>('GET', `/outlets/${outletId}/tables`).then(
      ({ data }) => {
        setTables(data);
        setError(null);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [outletId]);
  useEffect(reload, [reload]);
  return { tables, error, reload };
}

export function TablesScreen() {
  return (
    <OutletScreen title="Tables" intro="Dine-in tables and the QR codes diners scan to order at them.">
      {(outlet) => <OutletTables key={outlet.id} outlet={outlet} />}
    </OutletScreen>
  );
}

function OutletTables({ outlet }: { outlet: AdminOutlet }) {
  const notify = useNotify();
  const { tables, error, reload } = useTables(outlet.id);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<AdminTable | null>(null);
  const [removing, setRemoving] = useState<AdminTable | null>(null);

  /** One change: the server's message on success or refusal, then the list again. */
  const change = async (method: string, path: string, body?: unknown): Promise<boolean> => {
    setSaving(true);
    try {
      const { message } = await adminCall(method, path, body);
      notify(message, { type: 'success' });
      return true;
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
      return false;
    } finally {
      setSaving(false);
      reload();
    }
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await change('POST', `/outlets/${outlet.id}/tables`, { tableNumber: name })) setName('');
  };

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {outlet.title}
          </Typography>
          <Button variant="outlined" startIcon={<PrintIcon />} href={`${ADMIN_PATH}/qr-sheet?outlet=${outlet.id}`} disabled={!tables?.length}>
            Print QR codes
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {tables && tables.length === 0 && <Alert severity="info">No tables yet: add the first one below.</Alert>}
        {tables && tables.length > 0 && (
          <Table size="small" aria-label={`Tables at ${outlet.title}`}>
            <TableHead>
              <TableRow>
                <TableCell>Table</TableCell>
                <TableCell>QR code</TableCell>
                <TableCell>Now</TableCell>
                <TableCell align="right">Change</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tables.map((table) => (
                <TableRow key={table.code}>
                  <TableCell sx={{ fontWeight: 600 }}>{table.tableNumber}</TableCell>
                  <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>{table.code}</TableCell>
                  <TableCell>{table.inUse ? <Chip size="small" color="warning" label="Diners at it" /> : <Chip size="small" variant="outlined" label="Free" />}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setRenaming(table)} aria-label={`Rename ${table.tableNumber}`}>
                      Rename
                    </Button>
                    <Button size="small" color="error" onClick={() => setRemoving(table)} aria-label={`Remove ${table.tableNumber}`}>
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'flex-start' }}>
          <TextField
            label="New table"
            placeholder="T4, Patio 2…"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TABLE_NAME_MAX } }}
            helperText="The name diners and the floor read. Its QR code is made for it."
          />
          <Button type="submit" variant="contained" disabled={saving || name.trim() === ''} sx={{ height: 40 }}>
            Add table
          </Button>
        </Box>
      </CardContent>
      {renaming && (
        <RenameDialog
          table={renaming}
          onClose={() => setRenaming(null)}
          onSave={async (tableNumber) => {
            if (await change('PATCH', `/outlets/${outlet.id}/tables/${renaming.code}`, { tableNumber })) setRenaming(null);
          }}
        />
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>Remove table {removing?.tableNumber}?</DialogTitle>
        <DialogContent>
          <DialogContentText>Its printed QR code stops working. A table with diners at it is not removed: clear it on the kitchen board first.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            disabled={saving}
            onClick={async () => {
              if (removing) await change('DELETE', `/outlets/${outlet.id}/tables/${removing.code}`);
              setRemoving(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

function RenameDialog({ table, onClose, onSave }: { table: AdminTable; onClose: () => void; onSave: (name: string) => Promise<void> }) {
  const [name, setName] = useState(table.tableNumber);
  return (
    <Dialog open onClose={onClose}>
      <Box
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void onSave(name);
        }}
      >
        <DialogTitle>Rename table {table.tableNumber}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>Its QR code stays the same: printed cards keep working.</DialogContentText>
          <TextField autoFocus fullWidth label="Table name" value={name} onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: TABLE_NAME_MAX } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={name.trim() === ''}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The secret as printed under the code, in fours ('K7QX-M9XD-…'), for a diner whose camera will not scan. */
const inFours = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1-');

/** Print: A4, six cards a page, nothing of the screen's buttons. */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  body { background: #fff !important; }
  .qr-sheet__bar { display: none !important; }
  .qr-sheet { padding: 0 !important; }
}
`;

/** The printable sheet: one card per table with the outlet's name, the table's and its QR code (/admin/qr-sheet?outlet=3). */
export function QrSheet() {
  const outletId = Number(new URLSearchParams(window.location.search).get('outlet'));
  const [outlet, setOutlet] = useState<AdminOutlet | null>(null);
  const [tables, setTables] = useState<AdminTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    Promise.all([adminCall<AdminOutlet>('GET', `/outlets/${outletId}`), adminCall<AdminTable[]>('GET', `/outlets/${outletId}/tables`)]).then(
      ([one, list]) => {
        setOutlet(one.data);
        setTables(list.data);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [outletId]);
  return (
    <Box className="qr-sheet" component="main" sx={{ p: 3, bgcolor: '#fff', minHeight: '100vh', color: '#1c1a17' }}>
      <style>{PRINT_CSS}</style>
      <Stack className="qr-sheet__bar" direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center', maxWidth: '186mm', mx: 'auto', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Table QR codes
          </Typography>
          <Typography color="text.secondary">{outlet ? `${outlet.title}: ` : ''}one card per table, six to an A4 page. Cut along the lines.</Typography>
        </Box>
        <Button href={`${ADMIN_PATH}/tables?outlet=${outletId}`}>Back to tables</Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!tables?.length}>
          Print
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {outlet && tables && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 93mm)', gridAutoRows: '89mm', justifyContent: 'center' }}>
          {tables.map((table) => (
            <Box
              key={table.code}
              component="section"
              aria-label={`Table ${table.tableNumber}`}
              sx={{ border: '1px dashed #b8b0a2', p: '6mm', display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', breakInside: 'avoid', boxSizing: 'border-box' }}
            >
              <Typography sx={{ fontSize: '10pt', letterSpacing: '0.08em', textTransform: 'uppercase', color: '#8a5a14', fontWeight: 600 }}>{outlet.title}</Typography>
              <Typography sx={{ fontSize: '20pt', fontWeight: 700, lineHeight: 1.2 }}>Table {table.tableNumber}</Typography>
              <Box data-testid={`qr-${table.code}`} sx={{ my: '2mm', '& svg': { width: '50mm', height: '50mm', display: 'block' } }}>
                <Qr text={tableQrUrl(window.location.origin, table.code, table.secret)} label={`QR code of table ${table.tableNumber}`} />
              </Box>
              <Typography sx={{ fontSize: '9pt' }}>Scan with your phone's camera to order at this table</Typography>
              <Typography sx={{ fontSize: '8pt', fontFamily: 'ui-monospace, monospace', color: '#5f5a52' }}>
                {table.code} {inFours(table.secret)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
