/**
 * Finance reports (GET /v1/admin/reports?from&to&period&by&outletId): the money of a range of Kolkata days by day, week
 * or month, per outlet, city, order type or payment method; the coupons' cost, the top dishes and the orders by hour.
 * Every amount is in paise (whole numbers): the console shows rupees, the CSV writes them. The server sums
 * (server/routes/admin/reports.ts) through the one way money is summed (server/orderLedger/rangeSums.ts).
 */
export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_GROUPS = ['outlet', 'city', 'orderType', 'paymentMethod'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The most days one report may span: a year, a leap day included. */
export const REPORT_MAX_DAYS = 366;
/** How many dishes the top dishes list. */
export const TOP_DISHES = 10;

/**
 * One period of one group (paise). The bill's parts are those of the orders placed in the period and not cancelled
 * (`orders` counts every order placed, `cancelled` those cancelled since); `paid`, `back` and `net` are the ledger's:
 * the money paid in the period and the money that went back in it, whenever the order was placed, so a range's sums
 * are the ledger's to the paisa. For the payment method the bill's parts go by the order's payment mode and the
 * ledger's rows by each row's own (a split order's wallet and card parts each where they were paid).
 */
export interface ReportRow {
  /** The period and group, as one key (for the console's table). */
  id: string;
  /** The first Kolkata day of the period (a week starts on Monday); a period may start before the range. */
  period: string;
  /** The group's key (an outlet's id, a city, an order type, a payment method) and how it reads. */
  group: string;
  groupLabel: string;
  orders: number;
  cancelled: number;
  /** The dishes at the prices they were sold at, before any coupon. */
  grossPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  packingPaise: number;
  tipsPaise: number;
  taxesPaise: number;
  paidPaise: number;
  backPaise: number;
  /** paid less back. */
  netPaise: number;
}

/** What each coupon cost over the range (orders not cancelled). */
export interface CouponRow {
  code: string;
  orders: number;
  discountPaise: number;
}

/** The dishes sold most over the range (orders not cancelled), by quantity. */
export interface DishRow {
  itemId: number;
  title: string;
  quantity: number;
  salesPaise: number;
}

/** Orders placed in each Kolkata hour of the day over the range (0-23; cancelled ones included, and counted apart). */
export interface HourRow {
  hour: number;
  orders: number;
  cancelled: number;
}

export interface FinanceReport {
  from: string;
  to: string;
  period: ReportPeriod;
  by: ReportGroup;
  rows: ReportRow[];
  coupons: CouponRow[];
  dishes: DishRow[];
  hours: HourRow[];
}
