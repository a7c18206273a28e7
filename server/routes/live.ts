/** GET liveOrders: the signed-in customer's orders as they change (server-sent events; ../live/stream.ts). */
import { Hono } from 'hono';
import { PATHS } from '../../src/api/endpoints';
import { currentSession } from '../http/auth';
import type { AppEnv } from '../http/types';
import type { LiveHub } from '../live/hub';
import { liveStream, type StreamControl } from '../live/stream';

export function liveRoutes(hub: LiveHub, control: StreamControl): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(PATHS.liveOrders, (c) => {
    const { user, credentialId } = currentSession(c);
    return liveStream(c, control, { kind: 'customer', userId: user.id, credentialId }, (send) => hub.forUser(user.id, send));
  });
  return routes;
}
