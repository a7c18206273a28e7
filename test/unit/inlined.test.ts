// @vitest-environment happy-dom
/**
 * A deep link's answers inlined in its HTML (server/http/routeData.ts) are each taken once, by the first read of that
 * exact path; the block leaves the page, so nothing reads it again, and later reads of the path go to the network.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const MENU = { errorCode: 0, message: 'Success', responsePacket: { categoryList: [], itemList: [{ title: '</script> & Chai' }] } };

beforeEach(() => {
  vi.resetModules();
  document.body.innerHTML = `<div id="app"></div><script type="application/json" id="route-data">${JSON.stringify({ '/menu/1': MENU, '/detail/1': { errorCode: 0 } }).replace(/</g, '\\u003c')}</script>`;
});

describe('takeInlined', () => {
  it('gives each answer once, to its exact path, and takes the block out of the page', async () => {
    const { takeInlined } = await import('../../src/api/inlined');
    expect(takeInlined('/menu/1?lang=hi')).toBeUndefined();
    expect(takeInlined('/menu/1')).toEqual(MENU);
    expect(document.getElementById('route-data')).toBeNull();
    expect(takeInlined('/menu/1')).toBeUndefined();
    expect(takeInlined('/detail/1')).toEqual({ errorCode: 0 });
  });

  it('reads a page whose block is broken as having none', async () => {
    document.body.innerHTML = '<script type="application/json" id="route-data">{"/menu/1": </script>';
    const { takeInlined } = await import('../../src/api/inlined');
    expect(takeInlined('/menu/1')).toBeUndefined();
  });
});
