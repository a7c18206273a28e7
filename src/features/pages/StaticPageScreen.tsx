import { useCallback, type ReactNode } from 'react';
import { formatDate } from './formatDate';
import { CONTENT_LANG } from '../../config/constants';
import { currentLocale, t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchStaticPage } from './api';
import { m } from './messages';
import { PageHtml } from './PageHtml';
import { PageSkeleton } from './PageSkeleton';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import './pages.css';

interface StaticPageScreenProps {
  slug: string;
  /**
   * The route's title, shown while the page loads; the server's then replaces it where the app reads in the
   * language the chain writes its pages in (elsewhere the page's text is marked English, its title is the app's).
   */
  title: string;
  /** What follows the page's text on this screen (the ATM bar's MRP night grid). */
  children?: ReactNode;
}

/** An info page (issue 12): the server's HTML, sanitised; offline, the worker's copy with its 'as of'. */
export function StaticPageScreen({ slug, title, children }: StaticPageScreenProps) {
  const load = useCallback(() => fetchStaticPage(slug, currentLocale()), [slug]);
  const { result, reload } = useLoaded(load);
  const page = result.state === 'ready' ? result.value.value : null;

  return (
    <article className="screen page" aria-labelledby="page-title">
      <h1 id="page-title" className="screen__title page__title">
        {(page && (page.lang ?? CONTENT_LANG) === currentLocale() && page.title) || title}
      </h1>
      {result.state === 'loading' && <PageSkeleton label={t(m.loadingPage, { title })} />}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {result.state === 'ready' && page && (
        <>
          <SavedCopyNote cachedAt={result.value.cachedAt} offline={m.offlinePage} />
          <p className="page-meta">
            {t(m.lastUpdated, { date: formatDate(page.updatedAt) })}
            {(page.lang ?? CONTENT_LANG) !== currentLocale() && ` · ${t(m.inEnglishOnly)}`}
          </p>
          <PageHtml html={page.html} lang={page.lang ?? CONTENT_LANG} />
        </>
      )}
      {children}
    </article>
  );
}
