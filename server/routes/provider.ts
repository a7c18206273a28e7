/**
 * The payment provider's page, in test mode, served by the reference server at /pay/<txnId> (outside the
 * API, like a real provider's site). No sign-in, as on a real provider page: the 128-bit random id is the
 * secret. The customer approves or declines; the decision is taken once, then the browser goes back to the
 * app's /payment-methods?txn=<id>, which asks the API (updatePaymentRequest) for the outcome.
 * It also stands in for the UPI apps a real provider's intent opens (/pay/<txnId>/app/<app>): a UPI payment's
 * page offers them, as a provider's page does, and the payment screen's one-tap apps open them directly. Its
 * words are the provider's, in English, as a real provider's page would be.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { PROVIDER_PAGE_PATH, UPI_APPS, type UpiApp } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import { paymentTransactions } from '../db/schema';
import { limitWrongGuesses } from '../guessLimits';
import { clientAddress } from '../http/clientAddress';
import { ApiError } from '../http/envelope';
import { TXN_ID_PATTERN } from '../http/params';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import { decidePayment } from '../payments/outcome';
import { purposeOf } from '../payments/purposes';
import { appPaymentPath, testModeAppPath } from '../payments/provider';

const TITLE = 'Gold Leaf Pay — test mode';
const MODE_LABEL: Record<string, string> = { UPI: 'UPI', ONLINE: 'Online payment', CARD: 'Card', WALLET_APP: 'Wallet app' };
/** The UPI apps as their makers name them: the test-mode page plays each. */
const APP_NAME: Record<UpiApp, string> = { gpay: 'GPay', phonepe: 'PhonePe', paytm: 'Paytm', bhim: 'BHIM', other: 'Other UPI app' };
const isUpiApp = (text: string | undefined): text is UpiApp => UPI_APPS.includes(text as UpiApp);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111;color:#111;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
main{width:100%;max-width:400px;background:#fff;border-radius:16px;padding:28px 24px;box-shadow:0 12px 40px rgba(0,0,0,.45)}
.badge{display:inline-block;background:#F6B547;color:#000;font-weight:700;font-size:12px;letter-spacing:.08em;text-transform:uppercase;padding:4px 10px;border-radius:999px}
h1{font-size:20px;margin:14px 0 4px}
.amount{font-size:40px;font-weight:800;margin:8px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:16px 0 24px;color:#333}
dt{font-weight:600}dd{margin:0;text-align:right;word-break:break-all}
form{display:grid;gap:12px}
button{font:inherit;font-weight:700;border-radius:10px;padding:14px;cursor:pointer;border:2px solid #000}
button:focus-visible{outline:3px solid #F6B547;outline-offset:2px}
.approve{background:#000;color:#F6B547}
.decline{background:#fff;color:#000}
.apps{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 16px;padding:0;list-style:none}
.apps a{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:2px solid #000;border-radius:10px;text-decoration:none}
p.note{font-size:14px;color:#444;margin:16px 0 0}
a{color:#000;font-weight:700}
`;

function page(body: string, status: 200 | 404 | 429 = 200, extraHeaders: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Test mode</span>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // Inline styles only: no scripts, no external assets, forms only back to this server, never framed.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      ...extraHeaders,
    },
  });
}

const notFound = () =>
  page(`<h1>Payment not found</h1><p class="note">This payment link is not valid. Please go back to the app and choose a payment method again.</p>`, 404);

/** The id is the page's only secret: ids that name no payment are wrong guesses, limited per client address. */
class NoSuchPayment extends Error {}

export function providerRoutes(deps: Deps): Hono {
  const { db } = deps;
  const routes = new Hono();
  // Too many wrong ids from one address: a page saying so, not the API's JSON.
  routes.onError((error) => {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    return page(`<h1>Too many tries</h1><p class="note">${escapeHtml(error.message)}</p>`, 429, error.headers);
  });

  async function findTxn(c: Context) {
    const txnId = c.req.param('txnId') ?? '';
    const lookUp = async () => {
      if (!TXN_ID_PATTERN.test(txnId)) throw new NoSuchPayment();
      const [txn] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, txnId));
      if (!txn) throw new NoSuchPayment();
      return { txn, paidFor: await purposeOf(txn.purpose).describe(db, txn) };
    };
    try {
      const guesser = { clientAddress: clientAddress(c) };
      return await limitWrongGuesses(db, deps.guessLimits, 'paymentPage', guesser, deps.now(), lookUp, (error) => error instanceof NoSuchPayment);
    } catch (error) {
      if (error instanceof NoSuchPayment) return null;
      throw error;
    }
  }

  routes.get(`${PROVIDER_PAGE_PATH}/:txnId`, async (c) => {
    const found = await findTxn(c);
    if (!found) return notFound();
    const { txn, paidFor } = found;
    const amount = escapeHtml(formatRupees(toRupees(txn.amountPaise)));
    const details = `<dl>
<dt>Merchant</dt><dd>Gold Leaf</dd>
<dt>${escapeHtml(paidFor[0])}</dt><dd>${escapeHtml(paidFor[1])}</dd>
<dt>Method</dt><dd>${escapeHtml(MODE_LABEL[txn.paymentMode] ?? txn.paymentMode)}</dd>
</dl>`;
    if (txn.status !== 'PENDING') {
      const outcome = txn.status === 'SUCCESS' ? 'Payment approved' : 'Payment not completed';
      return page(`<h1>${outcome}</h1><p class="amount">${amount}</p>${details}<p><a href="${escapeHtml(appPaymentPath(txn.id))}">Back to Gold Leaf</a></p>`);
    }
    const action = `${PROVIDER_PAGE_PATH}/${encodeURIComponent(txn.id)}`;
    // A UPI payment's page offers the UPI apps, as a real provider's page does on a phone.
    const apps =
      txn.paymentMode === 'UPI'
        ? `<p class="note">Pay in your UPI app:</p><ul class="apps">${UPI_APPS.map((app) => `<li><a href="${escapeHtml(testModeAppPath(txn.id, app))}">${APP_NAME[app]}</a></li>`).join('')}</ul>`
        : '';
    return page(`<h1>Pay Gold Leaf</h1>
<p class="amount">${amount}</p>
${details}
${apps}
<form method="post" action="${escapeHtml(action)}/approve"><button class="approve" type="submit">Approve payment</button></form>
<form method="post" action="${escapeHtml(action)}/decline" style="margin-top:12px"><button class="decline" type="submit">Decline payment</button></form>
<p class="note">No real money moves: this page stands in for the payment provider.</p>`);
  });

  // A UPI app as the intent opens it: the payee and amount filled in, the diner's PIN, pay or decline.
  routes.get(`${PROVIDER_PAGE_PATH}/:txnId/app/:app`, async (c) => {
    const app = c.req.param('app');
    const found = await findTxn(c);
    if (!found || !isUpiApp(app) || found.txn.paymentMode !== 'UPI') return notFound();
    const { txn } = found;
    const amount = escapeHtml(formatRupees(toRupees(txn.amountPaise)));
    if (txn.status !== 'PENDING') {
      return page(`<h1>${APP_NAME[app]}: ${txn.status === 'SUCCESS' ? 'paid' : 'not paid'}</h1><p class="amount">${amount}</p><p><a href="${escapeHtml(appPaymentPath(txn.id))}">Back to Gold Leaf</a></p>`);
    }
    const action = `${PROVIDER_PAGE_PATH}/${encodeURIComponent(txn.id)}`;
    return page(`<h1>${APP_NAME[app]}</h1>
<p>Pay Gold Leaf</p>
<p class="amount">${amount}</p>
<form method="post" action="${escapeHtml(action)}/approve"><button class="approve" type="submit">Pay with UPI PIN</button></form>
<form method="post" action="${escapeHtml(action)}/decline" style="margin-top:12px"><button class="decline" type="submit">Decline</button></form>
<p class="note">No real money moves: this page stands in for the UPI app ${APP_NAME[app]}.</p>`);
  });

  const decide = (decision: 'SUCCESS' | 'FAILED') => async (c: Context) => {
    const found = await findTxn(c);
    if (!found) return notFound();
    // Only the first decision counts; a second (double click, back button) just goes back to the app.
    await decidePayment(deps, found.txn.id, decision);
    return c.redirect(appPaymentPath(found.txn.id), 303);
  };
  routes.post(`${PROVIDER_PAGE_PATH}/:txnId/approve`, decide('SUCCESS'));
  routes.post(`${PROVIDER_PAGE_PATH}/:txnId/decline`, decide('FAILED'));

  return routes;
}
