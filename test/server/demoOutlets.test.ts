import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Restaurant, RestaurantListRequest } from '../../src/api/contract';
import { BIG_MENU_ITEMS, demoOutlets, seedDemoOutlets } from '../../server/db/seed-demo-outlets';
import { SEED_RESTAURANTS } from '../../server/db/seed-data';
import { startTestServer, type TestServer } from '../support/server';
import { get, post } from './http';
import { DEFAULT_ADDRESS, RESTAURANT_LIST_QUERY } from '../../src/config/constants';

const DEMO_COUNT = 1000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoOutlets(server.db, DEMO_COUNT);
}, 60_000);
afterAll(() => server.close());

// The app's own query from its default place (Mohali).
const query: RestaurantListRequest = { ...RESTAURANT_LIST_QUERY, latitude: DEFAULT_ADDRESS.latitude, longitude: DEFAULT_ADDRESS.longitude, orderType: 'All' };

async function list(overrides: Partial<RestaurantListRequest> = {}): Promise<Restaurant[]> {
  const res = await post<Restaurant[]>(server, '/restaurantList', { ...query, ...overrides });
  expect(res.status).toBe(200);
  return res.body.responsePacket;
}

describe('DEMO_OUTLETS', () => {
  it('fills restaurantList to its full length of 1000, nearest first, with distinct outlets', async () => {
    const outlets = await list();
    expect(outlets).toHaveLength(1000);
    expect(new Set(outlets.map((r) => r.restaurantUuid)).size).toBe(1000);
    const distances = outlets.map((r) => r.distanceInMeter);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The rest are past the first page: the seeds plus the demo outlets.
    const rest = await list({ start: 1000 });
    expect(rest).toHaveLength(SEED_RESTAURANTS.length + DEMO_COUNT - 1000);
  });

  it('places every demo outlet near a seeded city, the same way on every start', () => {
    const first = demoOutlets(DEMO_COUNT);
    expect(demoOutlets(20)).toEqual(first.slice(0, 20));
    for (const outlet of first) {
      const city = SEED_RESTAURANTS.find((r) => r.area === outlet.area)!;
      expect(Math.abs(outlet.latitude - city.latitude)).toBeLessThan(0.15);
      expect(Math.abs(outlet.longitude - city.longitude)).toBeLessThan(0.2);
    }
  });

  it('gives each demo outlet a menu, and the first one a 300-item menu', async () => {
    const [big, other] = demoOutlets(2);
    const bigMenu = await get<Menu>(server, `/getItemListWithCatSubCat/${big!.uuid}`);
    expect(bigMenu.status).toBe(200);
    expect(bigMenu.body.responsePacket.itemList).toHaveLength(BIG_MENU_ITEMS);
    expect(new Set(bigMenu.body.responsePacket.itemList.map((i) => i.title)).size).toBe(BIG_MENU_ITEMS);
    const otherMenu = await get<Menu>(server, `/getItemListWithCatSubCat/${other!.uuid}`);
    expect(otherMenu.body.responsePacket.itemList.length).toBeGreaterThan(20);
  });

  it('adds nothing when run again, and refuses a count out of range', async () => {
    await seedDemoOutlets(server.db, DEMO_COUNT);
    expect(await list({ start: 1000 })).toHaveLength(SEED_RESTAURANTS.length + DEMO_COUNT - 1000);
    await expect(seedDemoOutlets(server.db, -1)).rejects.toThrow('DEMO_OUTLETS must be a whole number');
    await expect(seedDemoOutlets(server.db, 1.5)).rejects.toThrow('DEMO_OUTLETS must be a whole number');
  });
});

describe('DEMO_OUTLETS on server/main.ts', () => {
  it('stops the server at start with a clear message when the value is not a count it can seed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      // Refused before any database is opened: DATA_DIR is never created.
      env: { ...process.env, PORT: '0', DATA_DIR: '/nonexistent/demo-outlets', DEMO_OUTLETS: '1e6' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('DEMO_OUTLETS must be a whole number from 0 to 5000, got "1e6"');
  });
});
