/**
 * A local stand-in for the two third parties of issue 12 that the app reaches from the browser:
 * - an analytics collector: POST /collect receives the beacon sink's batches (text/plain JSON, as
 *   navigator.sendBeacon sends them from another origin) and records every entry;
 * - a live-chat vendor: GET /chat/widget.js is a widget script that, like a vendor's, adds its own chat window
 *   to the page. `chat` switches how it answers: 'ok', 'missing' (404) or 'hang' (never answers).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BeaconBatch, BeaconEntry } from '../../src/features/analytics/beaconSink';

export interface FakeThirdParties {
  origin: string;
  /** VITE_ANALYTICS_URL for a build against this stand-in. */
  collectUrl: string;
  /** VITE_LIVE_CHAT_SCRIPT_URL for a build against this stand-in. */
  chatScriptUrl: string;
  /** Every entry received, in order of arrival, with the raw body it came in. */
  entries: BeaconEntry[];
  rawBodies: string[];
  chat: 'ok' | 'missing' | 'hang';
  /** How often the widget script was asked for. */
  chatScriptRequests: number;
  close(): Promise<void>;
}

/** What the stand-in widget does on load: a chat window the page can see, as a vendor's would add. */
const WIDGET_SCRIPT = `(function () {
  var frame = document.createElement('section');
  frame.id = 'standin-chat';
  frame.setAttribute('role', 'dialog');
  frame.setAttribute('aria-label', 'Live chat with Gold Leaf');
  frame.textContent = 'Namaste! A Gold Leaf host will reply in a minute.';
  frame.style.cssText = 'position:fixed;right:12px;bottom:12px;z-index:1000;padding:16px;background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.3)';
  document.body.appendChild(frame);
})();`;

export async function startFakeThirdParties(): Promise<FakeThirdParties> {
  const hanging = new Set<ServerResponse>();
  const state = { entries: [] as BeaconEntry[], rawBodies: [] as string[], chat: 'ok' as FakeThirdParties['chat'], chatScriptRequests: 0 };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'POST' && url.pathname === '/collect') {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        state.rawBodies.push(body);
        try {
          state.entries.push(...(JSON.parse(body) as BeaconBatch).entries);
          response.writeHead(204).end();
        } catch {
          response.writeHead(400).end('not a batch');
        }
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/chat/widget.js') {
      state.chatScriptRequests += 1;
      if (state.chat === 'hang') return void hanging.add(response);
      if (state.chat === 'missing') return void response.writeHead(404).end('no such widget');
      response.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' }).end(WIDGET_SCRIPT);
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    origin,
    collectUrl: `${origin}/collect`,
    chatScriptUrl: `${origin}/chat/widget.js`,
    async close() {
      hanging.forEach((response) => response.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
