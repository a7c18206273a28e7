/**
 * The month's GST summary for finance and owners (issue 47): for each of the chain's GSTINs, GSTR-1's tables as the
 * server sums them (server/finance/gstSummary.ts): 7 (B2C others), 4A (invoices to customers with a GSTIN, listed
 * apart), 12 (the HSN/SAC summary) and 13 (documents issued: each outlet's invoice series). One CSV holds every row,
 * a column saying which table and GSTIN it belongs to.
 */
import { useEffect, useState } from 'react';
import { Title, downloadCSV } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { GstB2bRow, GstB2csRow, GstDocumentRow, GstHsnRow, GstSummary } from '../api/contract/gst';
import { kolkataDayOf } from '../lib/closures';
import { adminCall, messageOf } from './api';
import { dayText } from './dateTime';
import { ReportTable, type Column } from './gstTables';
import { recordsCsv } from './recordsCsv';
import { rupees } from './rupees';

const taxes = <T extends { taxableValue: number; igst: number; cgst: number; sgst: number; cess: number }>(): Array<Column<T>> => [
  { label: 'Taxable value', cell: (row) => rupees(row.taxableValue), numeric: true },
  { label: 'Integrated tax', cell: (row) => rupees(row.igst), numeric: true },
  { label: 'Central tax', cell: (row) => rupees(row.cgst), numeric: true },
  { label: 'State/UT tax', cell: (row) => rupees(row.sgst), numeric: true },
  { label: 'Cess', cell: (row) => rupees(row.cess), numeric: true },
];

const B2CS: Array<Column<GstB2csRow>> = [
  { label: 'Type', cell: (row) => row.type },
  { label: 'Place of supply', cell: (row) => row.placeOfSupply },
  { label: 'Supply', cell: (row) => (row.supplyType === 'INTRA' ? 'Intra-state' : 'Inter-state') },
  { label: 'Rate %', cell: (row) => row.rate, numeric: true },
  ...taxes<GstB2csRow>(),
];
const B2B: Array<Column<GstB2bRow>> = [
  { label: 'Recipient GSTIN', cell: (row) => row.recipientGstin },
  { label: 'Invoice', cell: (row) => row.invoiceNumber },
  { label: 'Date', cell: (row) => dayText(kolkataDayOf(row.invoiceDate)) },
  { label: 'Invoice value', cell: (row) => rupees(row.invoiceValue), numeric: true },
  { label: 'Place of supply', cell: (row) => row.placeOfSupply },
  { label: 'Rate %', cell: (row) => row.rate, numeric: true },
  ...taxes<GstB2bRow>(),
];
const HSN: Array<Column<GstHsnRow>> = [
  { label: 'HSN/SAC', cell: (row) => row.hsnSac },
  { label: 'Description', cell: (row) => row.description },
  { label: 'UQC', cell: (row) => row.uqc },
  { label: 'Quantity', cell: (row) => row.quantity, numeric: true },
  { label: 'Total value', cell: (row) => rupees(row.totalValue), numeric: true },
  { label: 'Rate %', cell: (row) => row.rate, numeric: true },
  ...taxes<GstHsnRow>(),
];
const DOCUMENTS: Array<Column<GstDocumentRow>> = [
  { label: 'Nature of document', cell: (row) => row.nature },
  { label: 'Outlet', cell: (row) => row.outletTitle },
  { label: 'Sr. No. From', cell: (row) => row.from },
  { label: 'Sr. No. To', cell: (row) => row.to },
  { label: 'Total number', cell: (row) => row.total, numeric: true },
  { label: 'Cancelled', cell: (row) => row.cancelled, numeric: true },
  { label: 'Net issued', cell: (row) => row.netIssued, numeric: true },
];

/** Every row of every table, one CSV line each, with its GSTIN and table. */
function summaryCsv(summary: GstSummary): string {
  return recordsCsv(
    summary.registrations.flatMap(({ gstin, b2cs, b2b, hsn, documents }) => [
      ...b2cs.map((row) => ({ gstin, table: '7 B2C others', ...row })),
      ...b2b.map((row) => ({ gstin, table: '4A B2B', ...row })),
      ...hsn.map((row) => ({ gstin, table: '12 HSN/SAC', ...row })),
      ...documents.map((row) => ({ gstin, table: '13 Documents', ...row })),
    ]),
    ['invoiceDate'],
  );
}

const lastMonth = (now: number) => {
  const [year = 0, month = 0] = kolkataDayOf(now).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
};

export function GstScreen() {
  const [month, setMonth] = useState(() => lastMonth(Date.now()));
  // The summary of the month it was asked for: another month's is not shown while the new one loads.
  const [answer, setAnswer] = useState<GstSummary | null>(null);
  const summary = answer?.month === month ? answer : null;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminCall<GstSummary>('GET', `/gst?month=${encodeURIComponent(month)}`).then(
      ({ data }) => {
        if (!current) return;
        setAnswer(data);
        setError(null);
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [month]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="GST summary" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <TextField type="month" label="Month" value={month} onChange={(event) => setMonth(event.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <Button variant="outlined" sx={{ flexShrink: 0 }} disabled={!summary} onClick={() => summary && downloadCSV(summaryCsv(summary), `gst-${summary.month}`)}>
            Export CSV
          </Button>
          <Typography variant="body2" color="text.secondary">
            GSTR-1 figures of the invoices dated in the month, by GSTIN. Cancelled invoices count only in table 13.
          </Typography>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {summary && summary.registrations.length === 0 && <Alert severity="info">No invoices were issued in this month.</Alert>}
        {summary?.registrations.map((registration) => (
          <Box key={registration.gstin} component="section" aria-label={`GSTIN ${registration.gstin}`} sx={{ mb: 4 }}>
            <Typography variant="h6" component="h2">
              {registration.gstin} · {registration.state}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {registration.outlets.map((outlet) => outlet.title).join(', ')}
            </Typography>
            <ReportTable caption="Table 7 · B2C (others)" columns={B2CS} rows={registration.b2cs} empty="No B2C supplies." />
            <ReportTable caption="Table 4A · B2B invoices (customers who gave a GSTIN)" columns={B2B} rows={registration.b2b} empty="No B2B invoices." />
            <ReportTable caption="Table 12 · HSN/SAC summary" columns={HSN} rows={registration.hsn} empty="No supplies." />
            <ReportTable caption="Table 13 · Documents issued" columns={DOCUMENTS} rows={registration.documents} empty="No documents." />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
