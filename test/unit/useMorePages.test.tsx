// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useMorePages } from '../../src/lib/useMorePages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Row = { recordId: number };
type Page = { items: Row[]; hasMore: boolean };
const rows = (...ids: number[]): Row[] => ids.map((recordId) => ({ recordId }));

/** Renders the hook under a first page that the test can replace, as a refetch would. */
function renderHook(first: Page, fetchPage: (page: number) => Promise<Page>) {
  const seen: { current: ReturnType<typeof useMorePages<Row>> | null } = { current: null };
  function Probe({ page }: { page: Page }) {
    seen.current = useMorePages(page, fetchPage);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe page={first} />));
  return {
    hook: () => seen.current!,
    refetchFirst: (page: Page) => act(() => root.render(<Probe page={page} />)),
    unmount: () => act(() => root.unmount()),
  };
}

describe('useMorePages', () => {
  it('adds pages 2, 3, … in order, shows a row that slid to the next page once, and stops when there is no more', async () => {
    const asked: number[] = [];
    const pages: Record<number, Page> = { 2: { items: rows(3, 4, 5), hasMore: true }, 3: { items: rows(6), hasMore: false } };
    const { hook, unmount } = renderHook({ items: rows(1, 2, 3), hasMore: true }, async (page) => (asked.push(page), pages[page]!));
    expect(hook().items.map((r) => r.recordId)).toEqual([1, 2, 3]);

    await act(() => hook().loadMore());
    await act(() => hook().loadMore());
    expect(asked).toEqual([2, 3]);
    expect(hook().items.map((r) => r.recordId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hook().hasMore).toBe(false);
    unmount();
  });

  it('starts over from page 2 when the first page is fetched again', async () => {
    const asked: number[] = [];
    const { hook, refetchFirst, unmount } = renderHook({ items: rows(1), hasMore: true }, async (page) => (asked.push(page), { items: rows(page * 10), hasMore: true }));
    await act(() => hook().loadMore());
    expect(hook().items.map((r) => r.recordId)).toEqual([1, 20]);

    refetchFirst({ items: rows(0, 1), hasMore: true });
    expect(hook().items.map((r) => r.recordId)).toEqual([0, 1]);
    await act(() => hook().loadMore());
    expect(asked).toEqual([2, 2]);
    unmount();
  });

  it('keeps what it has when a page fails, and is ready to try again', async () => {
    let fail = true;
    const { hook, unmount } = renderHook({ items: rows(1), hasMore: true }, async () => {
      if (fail) throw new Error('Sever is not responding');
      return { items: rows(2), hasMore: false };
    });
    await act(() => hook().loadMore());
    expect(hook().items.map((r) => r.recordId)).toEqual([1]);
    expect(hook().loadingMore).toBe(false);
    expect(hook().hasMore).toBe(true);
    fail = false;
    await act(() => hook().loadMore());
    expect(hook().items.map((r) => r.recordId)).toEqual([1, 2]);
    unmount();
  });
});
