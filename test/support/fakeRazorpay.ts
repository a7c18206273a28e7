/**
 * A local stand-in for Razorpay's Payment Links API, answering as it does: POST /v1/payment_links and
 * GET /v1/payment_links/:id with HTTP Basic auth (key id : key secret), the link entity on success and
 * `{ error: { code, description, source, step, reason, metadata, field } }` with 400 or 401 on refusal. A test plays
 * the customer on the hosted page with pay(), which returns what Razorpay would send: the signed callback query
 * and the signed payment_link.paid webhook; a browser can do the same on the link's short_url, a page with a Pay
 * button that sends it back to callback_url with the signed query. failNext and hang make the next calls fail or
 * never answer.
 * And its S2S UPI intent flow: POST /v1/orders, POST /v1/payments/create/upi (upi.flow 'intent', answering
 * `{ razorpay_payment_id, link: 'upi://pay?…' }`) and GET /v1/orders/:id/payments; payIntent() and failIntent() play
 * the diner in their UPI app and return the signed payment.captured / payment.failed webhook. refuseIntent() answers
 * as an account without the flow enabled does (a 400 'The requested URL was not found on the server.', as public
 * reports of such accounts quote it).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RazorpayConfig, RazorpayLink } from '../../server/payments/razorpay';

export interface StoredLink extends RazorpayLink {
  callback_url: string;
  callback_method: string;
  expire_by: number;
  accept_partial: boolean;
  description: string;
}

/** Razorpay's Refund entity, with the idempotency key it was made under. */
export interface StoredRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  receipt: string | null;
  status: 'processed';
  speed_requested: string;
  idempotencyKey: string | null;
}

/** A POST /v1/payments/:id/refund as it arrived, authenticated, whatever it was answered. */
export interface RefundRequest {
  paymentId: string;
  body: Record<string, unknown> | null;
  idempotencyKey: string | null;
}

export interface Signed {
  /** The query Razorpay appends to callback_url. */
  returnQuery: URLSearchParams;
  /** The webhook body, exactly as sent, and its X-Razorpay-Signature. */
  webhookBody: string;
  webhookSignature: string;
}

/** An order (POST /v1/orders), as far as the stand-in keeps it. */
export interface StoredOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  currency: 'INR';
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  notes: Record<string, string>;
}

/** A payment made on an order (UPI intent): Razorpay's Payment entity, as far as we read it. */
export interface StoredPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'created' | 'captured' | 'failed';
  order_id: string;
  method: 'upi';
  email: string;
  contact: string;
  notes: Record<string, string>;
  /** The intent link handed back for it. */
  link: string;
}

export interface SignedWebhook {
  webhookBody: string;
  webhookSignature: string;
}

/** The server's settings that make it pay through this stand-in (as README's going-live settings name them). */
export function razorpayServerEnv(config: RazorpayConfig): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: config.keyId,
    RAZORPAY_KEY_SECRET: config.keySecret,
    RAZORPAY_WEBHOOK_SECRET: config.webhookSecret,
    RAZORPAY_BASE_URL: config.baseUrl,
  };
}

export interface FakeRazorpay {
  /** A RazorpayConfig pointing at this stand-in, with its credentials (add publicUrl, or keep the default). */
  config: RazorpayConfig;
  links: Map<string, StoredLink>;
  /** Create requests answered with a link. */
  created: Array<Record<string, unknown>>;
  /** Refunds made, each once per X-Refund-Idempotency key. */
  refunds: StoredRefund[];
  /** Every refund asked for (a key asked again included), as it arrived: how often the provider was asked to pay. */
  refundRequests: RefundRequest[];
  orders: Map<string, StoredOrder>;
  /** UPI intent payments, by id; and the bodies they were created with. */
  payments: Map<string, StoredPayment>;
  paymentRequests: Array<Record<string, unknown>>;
  /** Answer the S2S UPI payment as an account without the flow enabled does (on), or make it (off). */
  refuseIntent(on: boolean): void;
  /** The diner pays in their UPI app: captured (the order paid); returns the signed payment.captured webhook. */
  payIntent(paymentId: string, options?: { amountPaid?: number }): SignedWebhook;
  /** The diner declines in their UPI app, or it times out: failed; returns the signed payment.failed webhook. */
  failIntent(paymentId: string): SignedWebhook;
  /** The next `count` calls answer `status` with Razorpay's error shape. */
  failNext(count: number, status: 400 | 401 | 500): void;
  /** Calls are read but never answered until hang(false). */
  hang(on: boolean): void;
  /** The customer pays the link on Razorpay's page: status paid; returns what Razorpay then sends us. */
  pay(linkId: string, options?: { amountPaid?: number }): Signed;
  /** The link ends unpaid (payment_link.expired or .cancelled), with its signed webhook. */
  end(linkId: string, how: 'expired' | 'cancelled'): Signed;
  close(): Promise<void>;
}

const KEY_ID = 'rzp_test_StandIn0001';
const alnum = (n: number) => randomBytes(n).toString('base64').replace(/[^A-Za-z0-9]/g, '').padEnd(n, 'x').slice(0, n);

export async function startFakeRazorpay(publicUrl = 'https://order.example.test'): Promise<FakeRazorpay> {
  const keySecret = alnum(24);
  const webhookSecret = alnum(20);
  const links = new Map<string, StoredLink>();
  const created: Array<Record<string, unknown>> = [];
  const refunds: StoredRefund[] = [];
  const refundRequests: RefundRequest[] = [];
  const orders = new Map<string, StoredOrder>();
  const payments = new Map<string, StoredPayment>();
  const paymentRequests: Array<Record<string, unknown>> = [];
  let intentRefused = false;
  let failing: { count: number; status: 400 | 401 | 500 } = { count: 0, status: 500 };
  let hanging = false;
  const held: ServerResponse[] = [];

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, description: string, field?: string) =>
    send(res, status, {
      error: { code: status === 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(field ? { field } : {}) },
    });
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => resolve(text));
    });

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      // The hosted page of a link: what the customer's browser sees (no API credentials there).
      const hosted = /^\/i\/(\w+)(\/pay)?$/.exec(url.pathname);
      const hostedLink = hosted ? [...links.values()].find((l) => l.short_url.endsWith(`/i/${hosted[1]}`)) : undefined;
      if (hosted && hostedLink && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(
          `<!doctype html><meta name="viewport" content="width=device-width"><title>Razorpay stand-in</title><h1>Pay ₹${(hostedLink.amount / 100).toFixed(2)}</h1>` +
            `<form method="post" action="/i/${hosted[1]}/pay"><button>Pay now</button></form>`,
        );
      }
      if (hosted?.[2] && hostedLink && req.method === 'POST') {
        const { returnQuery } = pay(hostedLink.id);
        res.writeHead(303, { Location: `${hostedLink.callback_url}?${returnQuery}` });
        return res.end();
      }
      if (hanging) {
        held.push(res);
        return;
      }
      if (failing.count > 0) {
        failing.count -= 1;
        return error(res, failing.status, failing.status === 500 ? 'We are facing some trouble completing your request at the moment. Please try again shortly.' : failing.status === 401 ? 'Authentication failed' : 'The request is invalid');
      }
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${keySecret}`).toString('base64')}`) return error(res, 401, 'Authentication failed');
      if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
        let input: Record<string, unknown>;
        try {
          input = JSON.parse(body) as Record<string, unknown>;
        } catch {
          return error(res, 400, 'The request body is not valid JSON');
        }
        const amount = input.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00', 'amount');
        if (input.currency !== 'INR') return error(res, 400, 'The currency is invalid', 'currency');
        if (typeof input.reference_id !== 'string') return error(res, 400, 'The reference id is invalid', 'reference_id');
        if ([...links.values()].some((l) => l.reference_id === input.reference_id)) return error(res, 400, `Payment Link with reference ${input.reference_id} already exists`, 'reference_id');
        if (input.callback_url !== undefined && input.callback_method !== 'get') return error(res, 400, 'callback_method should be get', 'callback_method');
        if (typeof input.expire_by !== 'number' || input.expire_by < Math.floor(Date.now() / 1000) + 15 * 60) return error(res, 400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
        const code = alnum(7);
        const link: StoredLink = {
          id: `plink_${alnum(14)}`,
          short_url: `${baseUrl}/i/${code}`,
          status: 'created',
          amount,
          amount_paid: 0,
          currency: 'INR',
          reference_id: input.reference_id,
          callback_url: String(input.callback_url),
          callback_method: String(input.callback_method),
          expire_by: input.expire_by,
          accept_partial: input.accept_partial === true,
          description: String(input.description ?? ''),
        };
        links.set(link.id, link);
        created.push(input);
        return send(res, 200, link);
      }
      const fetchMatch = /^\/v1\/payment_links\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && fetchMatch) {
        const link = links.get(decodeURIComponent(fetchMatch[1] ?? ''));
        return link ? send(res, 200, link) : error(res, 400, 'The id provided does not exist');
      }
      if (req.method === 'POST' && url.pathname === '/v1/orders') return createOrder(res, body);
      if (req.method === 'POST' && url.pathname === '/v1/payments/create/upi') return createUpiPayment(res, body);
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
      if (req.method === 'GET' && orderPayments) {
        const order = orders.get(decodeURIComponent(orderPayments[1] ?? ''));
        if (!order) return error(res, 400, 'The id provided does not exist');
        const items = [...payments.values()].filter((payment) => payment.order_id === order.id).map(entityOf);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refundMatch) return createRefund(res, decodeURIComponent(refundMatch[1] ?? ''), body, req.headers['x-refund-idempotency']);
      error(res, 400, 'The requested URL was not found on the server.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const parse = (res: ServerResponse, body: string): Record<string, unknown> | null => {
    try {
      const input = JSON.parse(body) as unknown;
      if (input && typeof input === 'object' && !Array.isArray(input)) return input as Record<string, unknown>;
    } catch {
      // answered below
    }
    error(res, 400, 'The request body is not valid JSON');
    return null;
  };
  const parseQuietly = (body: string): Record<string, unknown> | null => {
    try {
      const input = JSON.parse(body) as unknown;
      return input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  /** A payment as Razorpay shows it: the intent link is only ever in the create answer. */
  const entityOf = ({ link: _link, ...payment }: StoredPayment) => payment;
  const notesOf = (value: unknown): Record<string, string> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {});

  // POST /v1/orders: an amount in paise of at least ₹1, INR, a receipt of at most 40 characters.
  function createOrder(res: ServerResponse, body: string) {
    const input = parse(res, body);
    if (!input) return;
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (input.currency !== 'INR') return error(res, 400, 'The currency is invalid', 'currency');
    if (input.receipt !== undefined && (typeof input.receipt !== 'string' || input.receipt.length > 40)) return error(res, 400, 'The receipt may not be greater than 40 characters.', 'receipt');
    const order: StoredOrder = {
      id: `order_${alnum(14)}`,
      entity: 'order',
      amount,
      amount_paid: 0,
      currency: 'INR',
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      status: 'created',
      notes: notesOf(input.notes),
    };
    orders.set(order.id, order);
    send(res, 200, { ...order, amount_due: amount, attempts: 0, created_at: Math.floor(Date.now() / 1000) });
  }

  // POST /v1/payments/create/upi with upi.flow 'intent': every field the S2S flow marks mandatory, for an order
  // still unpaid and exactly its amount; the answer is the payment's id and its upi://pay link.
  function createUpiPayment(res: ServerResponse, body: string) {
    if (intentRefused) return error(res, 400, 'The requested URL was not found on the server.');
    const input = parse(res, body);
    if (!input) return;
    for (const field of ['email', 'contact', 'ip', 'referer', 'user_agent'] as const) {
      if (typeof input[field] !== 'string' || input[field] === '') return error(res, 400, `The ${field} field is required.`, field);
    }
    if (input.method !== 'upi') return error(res, 400, 'The method field is invalid.', 'method');
    const upi = input.upi as { flow?: unknown } | undefined;
    if (upi?.flow !== 'intent') return error(res, 400, 'The upi.flow field is invalid.', 'upi.flow');
    const order = orders.get(String(input.order_id));
    if (!order) return error(res, 400, 'The id provided does not exist', 'order_id');
    if (order.status === 'paid') return error(res, 400, 'Order has been paid already', 'order_id');
    if (input.amount !== order.amount || input.currency !== order.currency) return error(res, 400, 'The amount must be equal to the order amount', 'amount');
    const id = `pay_${alnum(14)}`;
    const link = `upi://pay?pa=goldleaf.rzp@icici&pn=Gold%20Leaf&tr=${id.slice(4)}&tn=${encodeURIComponent(String(input.description ?? 'Payment'))}&am=${(order.amount / 100).toFixed(2)}&cu=INR&mc=5812`;
    payments.set(id, { id, entity: 'payment', amount: order.amount, currency: 'INR', status: 'created', order_id: order.id, method: 'upi', email: String(input.email), contact: String(input.contact), notes: notesOf(input.notes), link });
    order.status = 'attempted';
    paymentRequests.push(input);
    send(res, 200, { razorpay_payment_id: id, link });
  }

  // POST /v1/payments/:id/refund: only a captured payment, never more than is left of it; the same idempotency
  // key answers the same refund (a different body under it is a bad request), as Razorpay documents.
  function createRefund(res: ServerResponse, paymentId: string, body: string, key: string | string[] | undefined) {
    refundRequests.push({ paymentId, body: parseQuietly(body), idempotencyKey: typeof key === 'string' ? key : null });
    const intent = payments.get(paymentId);
    const payment = intent?.status === 'captured' ? { payment_id: intent.id, status: intent.status, amount: intent.amount } : [...links.values()].flatMap((l) => l.payments ?? []).find((p) => p.payment_id === paymentId);
    if (!payment) return error(res, 400, 'The id provided does not exist');
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body || '{}') as Record<string, unknown>;
    } catch {
      return error(res, 400, 'The request body is not valid JSON');
    }
    const idempotencyKey = typeof key === 'string' ? key : null;
    if (idempotencyKey !== null && !/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) return error(res, 400, 'The idempotency key is invalid');
    const amount = input.amount ?? payment.amount;
    const same = refunds.find((r) => idempotencyKey !== null && r.idempotencyKey === idempotencyKey);
    if (same) return same.amount === amount && same.payment_id === paymentId ? send(res, 200, same) : error(res, 400, 'The request body differs from the first request with this idempotency key');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(res, 400, 'The amount must be at least INR 1.00', 'amount');
    const refunded = refunds.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + r.amount, 0);
    if (amount > payment.amount - refunded) return error(res, 400, 'The refund amount provided is greater than amount captured', 'amount');
    const refund: StoredRefund = {
      id: `rfnd_${alnum(14)}`,
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: paymentId,
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      status: 'processed',
      speed_requested: typeof input.speed === 'string' ? input.speed : 'normal',
      idempotencyKey,
    };
    refunds.push(refund);
    send(res, 200, refund);
  }

  const sign = (link: StoredLink, event: string, paymentId: string | null): Signed => {
    const returnQuery = new URLSearchParams({
      razorpay_payment_id: paymentId ?? '',
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
    });
    const payload = `${link.id}|${link.reference_id}|${link.status}|${paymentId ?? ''}`;
    returnQuery.set('razorpay_signature', createHmac('sha256', keySecret).update(payload).digest('hex'));
    const webhookBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn0001',
      event,
      contains: paymentId ? ['payment_link', 'order', 'payment'] : ['payment_link'],
      payload: {
        payment_link: { entity: { ...link } },
        ...(paymentId ? { payment: { entity: { id: paymentId, entity: 'payment', amount: link.amount_paid, currency: 'INR', status: 'captured', method: 'upi' } } } : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { returnQuery, webhookBody, webhookSignature: createHmac('sha256', webhookSecret).update(webhookBody).digest('hex') };
  };
  const linkOf = (id: string) => {
    const link = links.get(id);
    if (!link) throw new Error(`no link ${id}`);
    return link;
  };
  function pay(linkId: string, { amountPaid }: { amountPaid?: number } = {}): Signed {
    const link = linkOf(linkId);
    link.status = 'paid';
    link.amount_paid = amountPaid ?? link.amount;
    const paymentId = `pay_${alnum(14)}`;
    link.payments = [...(link.payments ?? []), { payment_id: paymentId, status: 'captured', amount: link.amount_paid }];
    return sign(link, 'payment_link.paid', paymentId);
  }

  /** A payment.* webhook, signed as Razorpay signs it. */
  const signPayment = (payment: StoredPayment, event: string): SignedWebhook => {
    const entity = entityOf(payment);
    const webhookBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn0001',
      event,
      contains: ['payment'],
      payload: { payment: { entity: { ...entity, vpa: 'diner@okaxis', error_code: payment.status === 'failed' ? 'BAD_REQUEST_ERROR' : null } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    return { webhookBody, webhookSignature: createHmac('sha256', webhookSecret).update(webhookBody).digest('hex') };
  };
  const paymentOf = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    return payment;
  };

  return {
    config: { keyId: KEY_ID, keySecret, webhookSecret, baseUrl, publicUrl, timeoutMs: 1_000 },
    links,
    created,
    refunds,
    refundRequests,
    orders,
    payments,
    paymentRequests,
    refuseIntent: (on) => {
      intentRefused = on;
    },
    payIntent: (paymentId, { amountPaid } = {}) => {
      const payment = paymentOf(paymentId);
      payment.status = 'captured';
      payment.amount = amountPaid ?? payment.amount;
      const order = orders.get(payment.order_id);
      if (order) Object.assign(order, { status: 'paid', amount_paid: payment.amount });
      return signPayment(payment, 'payment.captured');
    },
    failIntent: (paymentId) => {
      const payment = paymentOf(paymentId);
      payment.status = 'failed';
      return signPayment(payment, 'payment.failed');
    },
    failNext: (count, status) => {
      failing = { count, status };
    },
    hang: (on) => {
      hanging = on;
      if (!on) for (const res of held.splice(0)) res.destroy();
    },
    pay,
    end: (linkId, how) => {
      const link = linkOf(linkId);
      link.status = how;
      return sign(link, `payment_link.${how}`, null);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
