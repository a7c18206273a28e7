/**
 * "Change prices" for the picked dishes: a percent or a rupee amount up or down, the server's preview of each dish's
 * old and new price, and Apply, which sends the versions the preview showed, so a dish changed meanwhile refuses the
 * whole change (the server's 409 message, shown as is) rather than repricing from a price nobody saw.
 */
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
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
import type { PriceChange } from '../api/contract';
import { messageOf } from './api';
import { applyPrices, previewPrices, type PriceStep } from './dishCalls';
import { rupees } from './rupees';

type Kind = 'percent' | 'amount';

export function ChangePricesButton() {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Change prices
      </Button>
      {open && <PriceDialog ids={selectedIds.map(Number)} onClose={() => setOpen(false)} />}
    </>
  );
}

function PriceDialog({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('dishes');
  const [kind, setKind] = useState<Kind>('percent');
  const [value, setValue] = useState('');
  const [preview, setPreview] = useState<PriceChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const step = (): PriceStep => (kind === 'percent' ? { percent: Number(value) } : { amount: Number(value) });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () => run(async () => setPreview(await previewPrices(ids, step())));
  const apply = () =>
    run(async () => {
      const versions = Object.fromEntries(preview!.dishes.map((line) => [String(line.id), line.version]));
      const { message } = await applyPrices(ids, step(), versions);
      notify(message, { type: 'success' });
      unselectAll();
      refresh();
      onClose();
    });

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="price-change-title">
      <DialogTitle id="price-change-title">
        Change the price of {ids.length} {ids.length === 1 ? 'dish' : 'dishes'}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1, mb: 2, alignItems: 'flex-start' }}>
          <TextField select label="Change by" value={kind} onChange={(event) => { setKind(event.target.value as Kind); setPreview(null); }} sx={{ width: 160 }}>
            <MenuItem value="percent">Percent (%)</MenuItem>
            <MenuItem value="amount">Amount (₹)</MenuItem>
          </TextField>
          <TextField
            label={kind === 'percent' ? 'Percent, − to lower' : 'Rupees, − to lower'}
            type="number"
            value={value}
            onChange={(event) => { setValue(event.target.value); setPreview(null); }}
            helperText={kind === 'percent' ? 'New prices round to the nearest rupee' : 'Added to each price exactly'}
            sx={{ width: 220 }}
          />
          <Button variant="outlined" onClick={showPreview} disabled={busy || value === '' || Number(value) === 0} sx={{ mt: '2px' }}>
            Preview
          </Button>
        </Stack>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {preview ? (
          <Table size="small" aria-label="Old and new prices">
            <TableHead>
              <TableRow>
                <TableCell>Dish</TableCell>
                <TableCell align="right">Now</TableCell>
                <TableCell align="right">New</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.dishes.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.title}</TableCell>
                  <TableCell align="right" sx={{ color: 'text.secondary' }}>{rupees(line.oldPrice)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>{rupees(line.newPrice)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">Preview to see each dish’s price now and after the change before you apply it.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={apply} disabled={busy || !preview}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
