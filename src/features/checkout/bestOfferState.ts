/**
 * Which coupon the app chose for each draft on this page (issue 23), so checkout says 'Best offer applied'. The
 * server keeps the rest: it refuses the best offer on a draft that has a coupon or whose diner took one off.
 */
export const pickedFor = new Map<string, string>();
