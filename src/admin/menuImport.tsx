/**
 * "Import and export" (issue 36): an outlet's menu out as CSV or a POS catalogue (JSON), and a file in only after the
 * server's dry run has shown what it would add, change, mark unavailable and refuse. Apply sends that preview's digest
 * with the very file it previewed, so a menu changed meanwhile is the server's 409 (shown with a way to preview again)
 * rather than an import nobody saw. Every refusal is the server's own words: a manager's, a bad row's, a stale one's.
 */
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Title, useGetList } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import type { AdminOutlet, AdminSection, DishChoiceGroup, MenuFormat, MenuImportPreview, MenuImportResult } from '../api/contract';
import { adminCall, adminDownload, messageOf, statusOf } from './api';
import { rupees } from './rupees';

interface Picked {
  name: string;
  format: MenuFormat;
  content: string;
}

/** 'Mohali Phase 8' as mohali-phase-8-menu.csv. */
const fileNameOf = (outlet: AdminOutlet, format: MenuFormat) => `${(outlet.area || outlet.title).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-menu.${format}`;

/** By the file's name first (what people see), then its type. */
function formatOf(file: File): MenuFormat | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.csv')) return 'csv';
  if (file.type === 'application/json') return 'json';
  if (file.type === 'text/csv') return 'csv';
  return null;
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a moment later the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function MenuImportPage() {
  const outlets = useGetList<AdminOutlet>('outlets', { sort: { field: 'title', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const [chosenId, setOutletId] = useState<number | ''>('');
  // One outlet (a manager's) is picked for them.
  const outletId = chosenId === '' && outlets.data?.length === 1 ? outlets.data[0]!.id : chosenId;
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preview, setPreview] = useState<MenuImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const outlet = outlets.data?.find((o) => o.id === outletId);

  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    setConflict(null);
    setDone(null);
    try {
      await work();
    } catch (failure) {
      if (statusOf(failure) === 409) {
        // The preview no longer says what Apply would do: only a new one may be applied.
        setPreview(null);
        setConflict(messageOf(failure));
      }
      else setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const exportAs = (format: MenuFormat) =>
    run(`export-${format}`, async () => {
      saveFile(await adminDownload(`/menu/export?outletId=${outlet!.id}&format=${format}`), fileNameOf(outlet!, format));
    });

  const dryRun = (file: Picked) =>
    run('preview', async () => {
      setPreview(null);
      const { data } = await adminCall<MenuImportPreview>('POST', '/menu/import/preview', { outletId: outlet!.id, format: file.format, content: file.content });
      setPreview(data);
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again (after fixing it) is a change too.
    event.target.value = '';
    if (!file) return;
    setPreview(null);
    setDone(null);
    setConflict(null);
    const format = formatOf(file);
    if (!format) {
      setPicked(null);
      setError(`${file.name} is neither a CSV (.csv) nor a POS catalogue (.json) file`);
      return;
    }
    const chosen = { name: file.name, format, content: await file.text() };
    setPicked(chosen);
    await dryRun(chosen);
  };

  const apply = () =>
    run('apply', async () => {
      const { data, message } = await adminCall<MenuImportResult>('POST', '/menu/import', { outletId: outlet!.id, format: picked!.format, content: picked!.content, expectedDigest: preview!.digest });
      setPreview(null);
      setPicked(null);
      setDone(`${message}, ${data.unchanged} unchanged. Diners see the new menu of ${outlet!.title} now.`);
    });

  const pickOutlet = (id: number) => {
    setOutletId(id);
    setPicked(null);
    setPreview(null);
    setError(null);
    setConflict(null);
    setDone(null);
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title="Import and export" />
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        An outlet’s menu as a file: out to check or edit in a spreadsheet or the POS, and back in after you have seen what it changes.
      </Typography>
      <TextField select label="Outlet" value={outletId} onChange={(event) => pickOutlet(Number(event.target.value))} sx={{ width: 360, mb: 2.5 }} disabled={outlets.isPending}>
        {(outlets.data ?? []).map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.title}
          </MenuItem>
        ))}
      </TextField>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2.5 }}>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              Export
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Every dish with its section, price, food type, allergens and choices. CSV opens in a spreadsheet; JSON is the POS catalogue.
            </Typography>
            <Stack direction="row" spacing={1.5}>
              <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!outlet || busy !== null} onClick={() => exportAs('csv')}>
                Export CSV
              </Button>
              <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!outlet || busy !== null} onClick={() => exportAs('json')}>
                Export JSON
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <Card sx={{ flex: 1 }}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              Import
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              A CSV or a POS catalogue (.json). You see what it would change first; nothing changes until you apply it. Owners and content editors import.
            </Typography>
            <input ref={input} type="file" accept=".csv,.json,text/csv,application/json" hidden onChange={(event) => void choose(event)} aria-label="Menu file" />
            <Button variant="contained" startIcon={<UploadIcon />} disabled={!outlet || busy !== null} onClick={() => input.current?.click()}>
              {busy === 'preview' ? 'Reading the file…' : 'Import a file'}
            </Button>
          </CardContent>
        </Card>
      </Stack>

      {!outlet && !outlets.isPending && <Typography color="text.secondary">Choose an outlet to export or import its menu.</Typography>}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            picked && (
              <Button color="inherit" onClick={() => void dryRun(picked)}>
                Preview again
              </Button>
            )
          }
        >
          {conflict}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {preview && picked && outlet && <DryRun preview={preview} file={picked} outlet={outlet} busy={busy !== null} onApply={apply} onDiscard={() => { setPreview(null); setPicked(null); }} />}
    </Box>
  );
}

function DryRun({ preview, file, outlet, busy, onApply, onDiscard }: { preview: MenuImportPreview; file: Picked; outlet: AdminOutlet; busy: boolean; onApply: () => void; onDiscard: () => void }) {
  const describe = useFieldText();
  const refused = preview.refused.length;
  const changes = preview.new.length + preview.changed.length + preview.removed.length;
  return (
    <Card component="section" aria-labelledby="dry-run-title">
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 2 }}>
          <Box>
            <Typography id="dry-run-title" variant="h6" component="h2" sx={{ fontWeight: 600 }}>
              What {file.name} would do to {outlet.title}
            </Typography>
            <Typography color="text.secondary">A dry run: nothing has changed yet.</Typography>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button onClick={onDiscard}>Discard</Button>
            <Button variant="contained" onClick={onApply} disabled={busy || refused > 0 || changes === 0}>
              Apply this import
            </Button>
          </Stack>
        </Stack>
        <Stack direction="row" component="ul" aria-label="Dry run counts" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, gap: 1.5, flexWrap: 'wrap' }}>
          <Count n={preview.new.length} label="new" />
          <Count n={preview.changed.length} label="changed" />
          <Count n={preview.removed.length} label="marked unavailable" />
          <Count n={preview.unchanged} label="unchanged" />
          <Count n={refused} label="refused" alarm={refused > 0} />
        </Stack>
        {refused > 0 ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refused === 1 ? '1 row is refused' : `${refused} rows are refused`}, so this file cannot be imported: the import is all or nothing. Fix the file and import it again.
          </Alert>
        ) : (
          changes === 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              The file matches the menu: there is nothing to import.
            </Alert>
          )
        )}
        <Part title="Refused rows" count={refused}>
          <Head cells={['Line', 'Ref', 'Reason']} />
          <TableBody>
            {preview.refused.map((row, i) => (
              <TableRow key={i}>
                <TableCell sx={{ width: 72 }}>{row.line}</TableCell>
                <TableCell sx={{ width: 120 }}>{row.ref ?? '—'}</TableCell>
                <TableCell sx={{ color: 'error.dark' }}>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Part>
        <Part title="New dishes" count={preview.new.length}>
          <Head cells={['Line', 'Ref', 'Name']} />
          <TableBody>
            {preview.new.map((row) => (
              <TableRow key={row.ref}>
                <TableCell sx={{ width: 72 }}>{row.line}</TableCell>
                <TableCell sx={{ width: 120 }}>{row.ref}</TableCell>
                <TableCell>{row.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Part>
        <Part title="Changed dishes" count={preview.changed.length}>
          <Head cells={['Line', 'Ref', 'Name', 'What changes']} />
          <TableBody>
            {preview.changed.map((row) => (
              <TableRow key={row.ref}>
                <TableCell sx={{ width: 72, verticalAlign: 'top' }}>{row.line}</TableCell>
                <TableCell sx={{ width: 120, verticalAlign: 'top' }}>{row.ref}</TableCell>
                <TableCell sx={{ width: 240, verticalAlign: 'top' }}>{row.name}</TableCell>
                <TableCell>
                  {Object.entries(row.fields).map(([field, change]) => (
                    <Box key={field}>
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {describe.label(field)}:{' '}
                      </Box>
                      {describe.value(field, change.before)} → <strong>{describe.value(field, change.after)}</strong>
                    </Box>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Part>
        <Part title="Marked unavailable" count={preview.removed.length} note="On the menu now but not in the file: diners no longer see them. Past orders keep them, and a later file that lists them brings them back.">
          <Head cells={['Ref', 'Name']} />
          <TableBody>
            {preview.removed.map((row) => (
              <TableRow key={row.ref}>
                <TableCell sx={{ width: 120 }}>{row.ref}</TableCell>
                <TableCell>{row.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Part>
      </CardContent>
    </Card>
  );
}

function Count({ n, label, alarm = false }: { n: number; label: string; alarm?: boolean }) {
  return (
    <Box component="li" sx={{ px: 2, py: 1, minWidth: 120, borderRadius: 1, border: '1px solid', borderColor: alarm ? 'error.light' : '#e6e1d8', bgcolor: alarm ? '#fdecea' : '#faf8f4' }}>
      <Typography component="span" sx={{ display: 'block', fontSize: 24, fontWeight: 600, lineHeight: 1.2, color: alarm ? 'error.dark' : 'text.primary' }}>
        {n.toLocaleString('en-IN')}
      </Typography>
      <Typography component="span" variant="body2" color={alarm ? 'error.dark' : 'text.secondary'}>
        {label}
      </Typography>
    </Box>
  );
}

/** One list of the dry run, scrolling within itself so a 300-dish file keeps Apply in view. */
function Part({ title, count, note, children }: { title: string; count: number; note?: string; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Box sx={{ mb: 2.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title} ({count.toLocaleString('en-IN')})
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {note}
        </Typography>
      )}
      <TableContainer sx={{ maxHeight: 280, border: '1px solid #e6e1d8', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label={title}>
          {children}
        </Table>
      </TableContainer>
    </Box>
  );
}

const Head = ({ cells }: { cells: string[] }) => (
  <TableHead>
    <TableRow>
      {cells.map((cell) => (
        <TableCell key={cell} sx={{ bgcolor: '#faf8f4', fontWeight: 600 }}>
          {cell}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);

const LABELS: Record<string, string> = {
  categoryId: 'Section',
  subCategoryId: 'Sub-section',
  title: 'Name',
  description: 'Description',
  price: 'Price',
  vegNonVeg: 'Food type',
  allergens: 'Allergens',
  energyKcal: 'Energy',
  jain: 'Jain',
  imageUrl: 'Image',
  isAvailable: 'Available',
  sortOrder: 'Position',
  choiceGroups: 'Choices',
};
const FOOD: Record<string, string> = { VEG: 'Veg', EGG: 'Egg', NON_VEG: 'Non-veg' };

/** A changed field in words: sections by their titles, prices in rupees, choices by their names. */
function useFieldText() {
  const { data: sections = [] } = useGetList<AdminSection>('sections', { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortOrder', order: 'ASC' } });
  const value = (field: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (field === 'categoryId') return sections.find((s) => s.id === v)?.title ?? String(v);
    if (field === 'subCategoryId') return sections.flatMap((s) => s.subSections).find((s) => s.id === v)?.title ?? String(v);
    if (field === 'price' && typeof v === 'number') return rupees(v);
    if (field === 'energyKcal') return `${String(v)} kcal`;
    if (field === 'vegNonVeg') return FOOD[String(v)] ?? String(v);
    if (typeof v === 'boolean') return v ? 'Yes' : 'No';
    if (field === 'choiceGroups' && Array.isArray(v)) {
      const groups = v as DishChoiceGroup[];
      return groups.length === 0 ? 'none' : groups.map((g) => `${g.name} (${g.choices.map((c) => c.name).join(', ')})`).join('; ');
    }
    if (Array.isArray(v)) return v.length === 0 ? 'none' : v.map(String).join(', ');
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  };
  return { label: (field: string) => LABELS[field] ?? field, value };
}
