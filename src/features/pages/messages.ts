import { defineMessages } from '../../i18n';

export const m = defineMessages('pages', {
  loadingPage: 'Loading {title}…',
  // Said on a page the chain has written only in English, where the app reads in another language.
  inEnglishOnly: 'This page is in English only',
  lastUpdated: 'Last updated {date}',
  offlinePage: 'You are offline. Showing this page as of {time}.',
  offlineUpcoming: 'You are offline. Showing upcoming outlets as of {time}.',

  loadingUpcoming: 'Loading upcoming outlets…',
  noUpcoming: 'No new outlets are announced right now. Follow us to hear first when one is.',
  /** Read before the month ('Opening March 2027'); screen readers only. */
  opening: 'Opening',

  // MRP night: {pack} is the spec's '25 peg', kept as it is in every language.
  mrpEyebrow: 'ATM Bar · Wednesdays',
  mrpLede: 'Full bottles at the printed MRP, poured as {pack}s of 30 ml at your table.',
  whisky: 'Whisky',
  vodka: 'Vodka',
  gin: 'Gin',
  /** When and where MRP night runs (the ATM bar page's timetable says the same), and for whom. */
  mrpSmall:
    'Every Wednesday, 7 pm to closing, at the ATM bar of every Gold Leaf lounge. Served only to guests aged 25 and above with a photo ID. Not sold through the app or delivered.',
  showAtBar: 'Show this at the bar',
  ticketLabel: 'MRP Night · {pack}',
  ticketHow:
    'Show this screen to your server at the ATM bar on MRP night. The bottle is opened at your table and poured as {pack}s; you pay the printed MRP on your bill.',
  done: 'Done',
});
