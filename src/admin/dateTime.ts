/** A moment as the console's lists show it: '27 Nov 2026, 7:39 pm' (react-admin's DateField takes the same options). */
export const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export const dateTimeText = (at: number): string => new Date(at).toLocaleString('en-IN', DATE_TIME_OPTIONS);
