/**
 * The finance report's sections as CSV rows: the server's paise become rupees here, at the edge (₹1,234.50 as
 * 1234.5: an integer of paise over 100 prints exactly), so a spreadsheet's sums are the report's to the paisa.
 * recordsCsv.ts writes them, neutralising formulas.
 */
import type { CouponRow, DishRow, FinanceReport, HourRow, ReportRow } from '../api/reportsContract';

const rupeesOf = (paise: number) => paise / 100;

export const moneyCsvRows = (report: FinanceReport) =>
  report.rows.map((row: ReportRow) => ({
    period: row.period,
    [report.by]: row.groupLabel,
    orders: row.orders,
    cancelled: row.cancelled,
    gross: rupeesOf(row.grossPaise),
    discounts: rupeesOf(row.discountPaise),
    deliveryFees: rupeesOf(row.deliveryFeePaise),
    packing: rupeesOf(row.packingPaise),
    tips: rupeesOf(row.tipsPaise),
    taxes: rupeesOf(row.taxesPaise),
    paid: rupeesOf(row.paidPaise),
    givenBack: rupeesOf(row.backPaise),
    net: rupeesOf(row.netPaise),
  }));

export const couponCsvRows = (coupons: CouponRow[]) => coupons.map((one) => ({ coupon: one.code, orders: one.orders, discount: rupeesOf(one.discountPaise) }));

export const dishCsvRows = (dishes: DishRow[]) => dishes.map((one) => ({ dish: one.title, quantity: one.quantity, sales: rupeesOf(one.salesPaise) }));

export const hourCsvRows = (hours: HourRow[]) => hours.map((one) => ({ hour: one.hour, orders: one.orders, cancelled: one.cancelled }));
