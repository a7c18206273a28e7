// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkVersion } from '../../src/features/pwa/versionCheck';
import { isChunkLoadError, reloadOnceForChunkError } from '../../src/features/pwa/chunkReload';

const reload = vi.fn();

beforeEach(() => {
  reload.mockClear();
  sessionStorage.clear();
  document.cookie = 'app-version=; Path=/; Max-Age=0';
  Object.defineProperty(window, 'location', { value: { ...window.location, reload, protocol: 'http:' }, configurable: true });
});

describe('version check (SPEC 4)', () => {
  it('sets the cookie on a first visit without reloading', () => {
    expect(checkVersion()).toBe(false);
    expect(document.cookie).toContain('app-version=test');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the cookie holds another version, and sets it to this one', () => {
    document.cookie = 'app-version=older; Path=/';
    expect(checkVersion()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('app-version=test');
  });

  it('never loops: a browser that keeps the old cookie reloads only once per version', () => {
    document.cookie = 'app-version=older; Path=/';
    checkVersion();
    document.cookie = 'app-version=older; Path=/'; // as if the cookie did not stick
    expect(checkVersion()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the versions agree', () => {
    document.cookie = 'app-version=test; Path=/';
    expect(checkVersion()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('lost chunk after a deploy', () => {
  it('recognises the browsers’ chunk-load failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  const lost = new TypeError('Failed to fetch dynamically imported module: /assets/OrderMap-x.js');

  /** The guards a newly loaded document finds. */
  const newDocument = () => ({ ...sessionStorage }) as Record<string, string>;

  it('reloads once, then lets the error view show', () => {
    expect(reloadOnceForChunkError(lost, sessionStorage, 1_000_000, newDocument())).toBe(true);
    // The reloaded document meets the same loss.
    expect(reloadOnceForChunkError(lost, sessionStorage, 1_010_000, newDocument())).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Much later (another deploy), a reload is allowed again.
    expect(reloadOnceForChunkError(lost, sessionStorage, 1_200_000, newDocument())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps saying "reloading" while the reload it asked for is under way (the error view renders again)', () => {
    const atStart = newDocument();
    expect(reloadOnceForChunkError(lost, sessionStorage, 1_000_000, atStart)).toBe(true);
    expect(reloadOnceForChunkError(lost, sessionStorage, 1_000_050, atStart)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits for the reload the router asked for in this document, and adds none of its own', () => {
    const atStart = newDocument();
    sessionStorage.setItem(`tanstack_router_reload:${lost.message}`, '1'); // the router, for a route component
    expect(reloadOnceForChunkError(lost, sessionStorage, 2_000_000, atStart)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the error once the router has reloaded for it in an earlier document', () => {
    sessionStorage.setItem(`tanstack_router_reload:${lost.message}`, '1');
    expect(reloadOnceForChunkError(lost, sessionStorage, 2_000_000, newDocument())).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
