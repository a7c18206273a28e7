import { useState } from 'react';
import type { Page } from '../api/contract';
import { messageOf } from '../api/errors';
import { notify } from './toast';

/**
 * What 'Load more' adds under a list's first page (wallet and points history, notifications): pages 2, 3, …
 * fetched on demand. A row that slid to a later page while new ones arrived is shown once, and the pages start
 * over whenever the first page is fetched again (it may have shifted them).
 */
export function useMorePages<T extends { recordId: number }>(first: Page<T> | null, fetchPage: (page: number) => Promise<Page<T>>) {
  const [more, setMore] = useState<(Page<T> & { page: number }) | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreOf, setMoreOf] = useState(first);
  if (moreOf !== first) {
    setMoreOf(first);
    setMore(null);
  }

  const items = first ? [...first.items, ...(more?.items ?? []).filter((item) => !first.items.some((seen) => seen.recordId === item.recordId))] : [];
  const hasMore = more ? more.hasMore : (first?.hasMore ?? false);

  const loadMore = async () => {
    const next = (more?.page ?? 1) + 1;
    setLoadingMore(true);
    try {
      const page = await fetchPage(next);
      setMore((current) => ({ items: [...(current?.items ?? []), ...page.items], page: next, hasMore: page.hasMore }));
    } catch (error) {
      notify.error(messageOf(error));
    } finally {
      setLoadingMore(false);
    }
  };

  return { items, hasMore, loadingMore, loadMore };
}
