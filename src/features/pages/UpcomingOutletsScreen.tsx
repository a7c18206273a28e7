import { TITLES } from '../../app/routeTitles';
import { currentLocale, t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchUpcomingOutlets } from './api';
import { m } from './messages';
import { PageSkeleton } from './PageSkeleton';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import './pages.css';
import { CONTENT_LANG } from '../../config/constants';

const loadUpcoming = () => fetchUpcomingOutlets(currentLocale());

/** Upcoming Outlets (issue 12): where the chain opens next, and in which month. */
export function UpcomingOutletsScreen() {
  const { result, reload } = useLoaded(loadUpcoming);
  return (
    <section className="screen page" aria-labelledby="upcoming-title">
      <h1 id="upcoming-title" className="screen__title page__title">
        {t(TITLES.upcomingOutlets)}
      </h1>
      {result.state === 'loading' && <PageSkeleton label={t(m.loadingUpcoming)} />}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {result.state === 'ready' && (
        <>
          <SavedCopyNote cachedAt={result.value.cachedAt} offline={m.offlineUpcoming} />
          {result.value.value.length === 0 ? (
            <p className="muted">{t(m.noUpcoming)}</p>
          ) : (
            <ol className="upcoming">
              {result.value.value.map((outlet) => (
                <li key={outlet.recordId} className="upcoming__card" data-testid="upcoming-outlet">
                  <img className="upcoming__image" src={outlet.imageUrl} alt="" width="800" height="400" loading="lazy" decoding="async" />
                  <div className="upcoming__body">
                    <p className="upcoming__month">
                      <span className="visually-hidden">{t(m.opening)} </span>
                      <span lang={outlet.lang ?? CONTENT_LANG}>{outlet.openingMonth}</span>
                    </p>
                    <h2 className="upcoming__name">{outlet.name}</h2>
                    <p className="upcoming__place">
                      {outlet.locality}, {outlet.city}
                    </p>
                    <p className="upcoming__text" lang={outlet.lang ?? CONTENT_LANG}>
                      {outlet.description}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
