/**
 * Finance reports (for finance, owners, and a manager for their outlets): a range of Kolkata days by day, week or
 * month, grouped per outlet, city, order type or payment method; the range's totals; then money, coupons, top dishes
 * and orders by hour, each a chart with its table beside it and a CSV. The server sums, in paise
 * (server/routes/admin/reports.ts); this only draws and adds its rows up. Loaded only when opened (main.tsx), so the
 * charts' code never weighs on the console's other screens.
 */
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { Alert, Box, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { REPORT_GROUPS, REPORT_PERIODS, type FinanceReport, type ReportGroup, type ReportPeriod, type ReportRow } from '../api/reportsContract';
import { kolkataDayOf } from '../lib/closures';
import { adminCall, messageOf } from './api';
import { dayText } from './dateTime';
import { couponCsvRows, dishCsvRows, hourCsvRows, moneyCsvRows } from './reportCsv';
import { ReportSection, type Column } from './reportSection';
import { Total } from './Total';
import { rupees } from './rupees';
import { words } from './words';

const DAY_MS = 86_400_000;
const GROUP_NAMES: Record<ReportGroup, string> = { outlet: 'Outlet', city: 'City', orderType: 'Order type', paymentMethod: 'Payment method' };
const PERIOD_NAMES: Record<ReportPeriod, string> = { day: 'Day', week: 'Week (from Monday)', month: 'Month' };
const inRupees = (paise: number) => rupees(paise / 100);
const chartRupees = (paise: number | null) => (paise === null ? '' : inRupees(paise));

/** The money of a row, as each column reads it; the totals add the same fields. */
const MONEY: Array<[keyof ReportRow, string]> = [
  ['grossPaise', 'Gross'],
  ['discountPaise', 'Discounts'],
  ['deliveryFeePaise', 'Delivery'],
  ['packingPaise', 'Packing'],
  ['tipsPaise', 'Tips'],
  ['taxesPaise', 'Taxes'],
  ['paidPaise', 'Paid'],
  ['backPaise', 'Given back'],
  ['netPaise', 'Net'],
];

export default function ReportsScreen() {
  const [today] = useState(() => kolkataDayOf(Date.now()));
  const [from, setFrom] = useState(() => kolkataDayOf(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(today);
  const [period, setPeriod] = useState<ReportPeriod>('day');
  const [by, setBy] = useState<ReportGroup>('outlet');
  const [report, setReport] = useState<FinanceReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const query = new URLSearchParams({ from, to, period, by });
    adminCall<FinanceReport>('GET', `/reports?${query}`).then(
      ({ data }) => {
        if (!current) return;
        setReport(data);
        setError(null);
      },
      (failure: unknown) => current && setError(messageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [from, to, period, by]);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Reports" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField type="date" label="From" value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} size="small" />
            <TextField type="date" label="To" value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} size="small" />
            <TextField select label="By" value={period} onChange={(event) => setPeriod(event.target.value as ReportPeriod)} size="small" sx={{ minWidth: 180 }}>
              {REPORT_PERIODS.map((one) => (
                <MenuItem key={one} value={one}>
                  {PERIOD_NAMES[one]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Per" value={by} onChange={(event) => setBy(event.target.value as ReportGroup)} size="small" sx={{ minWidth: 180 }}>
              {REPORT_GROUPS.map((one) => (
                <MenuItem key={one} value={one}>
                  {GROUP_NAMES[one]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {report && <Totals rows={report.rows} />}
        </CardContent>
      </Card>
      {report && <Sections report={report} />}
    </Box>
  );
}

function Totals({ rows }: { rows: ReportRow[] }) {
  const sum = (field: keyof ReportRow) => rows.reduce((total, row) => total + (row[field] as number), 0);
  return (
    <Box role="group" aria-label="Totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, pt: 2 }}>
      <Total label="Orders" value={String(sum('orders'))} />
      {MONEY.map(([field, label]) => (
        <Total key={field} label={label} value={inRupees(sum(field))} strong={field === 'netPaise'} />
      ))}
    </Box>
  );
}


function Sections({ report }: { report: FinanceReport }) {
  const groupLabel = (row: ReportRow) => (report.by === 'orderType' || report.by === 'paymentMethod' ? words(row.groupLabel) : row.groupLabel);
  const periods = [...new Set(report.rows.map((row) => row.period))];
  const groups = [...new Map(report.rows.map((row) => [row.group, groupLabel(row)])).entries()];
  const moneyColumns: Array<Column<ReportRow>> = [
    { label: report.period === 'day' ? 'Day' : report.period === 'week' ? 'Week of' : 'Month of', cell: (row) => dayText(row.period) },
    { label: GROUP_NAMES[report.by], cell: groupLabel },
    { label: 'Orders', cell: (row) => row.orders, numeric: true },
    { label: 'Cancelled', cell: (row) => row.cancelled, numeric: true },
    ...MONEY.map(([field, label]): Column<ReportRow> => ({ label, cell: (row) => inRupees(row[field] as number), numeric: true })),
  ];
  const file = (what: string) => `${what}-${report.from}-to-${report.to}`;
  return (
    <>
      <ReportSection
        title="Money"
        fileName={file('money')}
        rows={report.rows}
        rowKey={(row) => row.id}
        columns={moneyColumns}
        csv={() => moneyCsvRows(report)}
        chart={
          <BarChart
            height={320}
            xAxis={[{ scaleType: 'band', data: periods.map(dayText), height: AXIS_HEIGHT }]}
            yAxis={[{ valueFormatter: (paise: number) => inRupees(paise), width: 96 }]}
            series={groups.map(([group, label]) => ({
              label,
              stack: 'net',
              valueFormatter: chartRupees,
              data: periods.map((period) => report.rows.find((row) => row.period === period && row.group === group)?.netPaise ?? 0),
            }))}
          />
        }
      />
      <ReportSection
        title="Coupons"
        fileName={file('coupons')}
        rows={report.coupons}
        rowKey={(row) => row.code}
        columns={[
          { label: 'Coupon', cell: (row) => row.code },
          { label: 'Orders', cell: (row) => row.orders, numeric: true },
          { label: 'Discount', cell: (row) => inRupees(row.discountPaise), numeric: true },
        ]}
        csv={() => couponCsvRows(report.coupons)}
        chart={<BarChart height={280} layout="horizontal" xAxis={[{ valueFormatter: (paise: number) => inRupees(paise), height: AXIS_HEIGHT }]} yAxis={[{ scaleType: 'band', data: report.coupons.map((row) => row.code), width: 100 }]} series={[{ label: 'Discount', valueFormatter: chartRupees, data: report.coupons.map((row) => row.discountPaise) }]} />}
      />
      <ReportSection
        title="Top dishes"
        fileName={file('dishes')}
        rows={report.dishes}
        rowKey={(row) => String(row.itemId)}
        columns={[
          { label: 'Dish', cell: (row) => row.title },
          { label: 'Sold', cell: (row) => row.quantity, numeric: true },
          { label: 'Sales', cell: (row) => inRupees(row.salesPaise), numeric: true },
        ]}
        csv={() => dishCsvRows(report.dishes)}
        chart={<BarChart height={320} layout="horizontal" xAxis={[{ height: AXIS_HEIGHT }]} yAxis={[{ scaleType: 'band', data: report.dishes.map((row) => row.title), width: 140 }]} series={[{ label: 'Sold', data: report.dishes.map((row) => row.quantity) }]} />}
      />
      <ReportSection
        title="Orders by hour"
        fileName={file('hours')}
        rows={report.hours}
        rowKey={(row) => String(row.hour)}
        columns={[
          { label: 'Hour', cell: (row) => `${String(row.hour).padStart(2, '0')}:00` },
          { label: 'Orders', cell: (row) => row.orders, numeric: true },
          { label: 'Cancelled', cell: (row) => row.cancelled, numeric: true },
        ]}
        csv={() => hourCsvRows(report.hours)}
        chart={
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: HOURS.map((hour) => String(hour).padStart(2, '0')), height: AXIS_HEIGHT }]}
            series={[{ label: 'Orders', data: HOURS.map((hour) => report.hours.find((row) => row.hour === hour)?.orders ?? 0) }]}
          />
        }
      />
    </>
  );
}

// Room under the bars for the axis's labels.
const AXIS_HEIGHT = 32;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
