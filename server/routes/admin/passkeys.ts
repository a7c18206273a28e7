/** A signed-in staff member's own passkeys (issue 36): options to make one, keeping it, listing and removing them. */
import { Hono } from 'hono';
import { registerPasskeyRequest, type StaffPasskey } from '../../../src/api/contract';
import { ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { listPasskeys, NO_SUCH_PASSKEY, registerPasskey, registrationOptions, relyingPartyOf, removePasskey } from '../../staff/passkeys';

export function adminPasskeyRoutes(deps: Deps, options: { servedOverHttps: boolean }): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/passkeys', async (c) => ok<StaffPasskey[]>(c, await listPasskeys(deps.db, staffIn(c).id)));

  routes.post('/passkeys/options', async (c) => {
    const member = staffIn(c);
    return ok(c, await registrationOptions(deps.db, member, relyingPartyOf(c.req.url, options.servedOverHttps), deps.now()));
  });

  routes.post('/passkeys', async (c) => {
    const member = staffIn(c);
    const { name, response } = await readJsonBody(c, registerPasskeyRequest);
    const passkey = await registerPasskey(deps.db, member, actorOf(c, member), name, response, relyingPartyOf(c.req.url, options.servedOverHttps), deps.now());
    return ok<StaffPasskey>(c, passkey, `Passkey “${passkey.name}” added. You can sign in with it now.`);
  });

  routes.delete('/passkeys/:id', async (c) => {
    const member = staffIn(c);
    await removePasskey(deps.db, member, actorOf(c, member), rowIdParam(c.req.param('id'), NO_SUCH_PASSKEY), deps.now());
    return ok(c, null, 'Passkey removed');
  });

  return routes;
}
