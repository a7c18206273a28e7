import { createFileRoute, notFound } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AtmBarScreen, MrpNightScreen, StaticPageScreen, UpcomingOutletsScreen } from '../features/pages';
import { INFO_PAGE_TITLES, isInfoPage, type InfoPage } from '../app/infoPages';
import { t } from '../i18n';

/** The pages feature's screens, one route for all (src/app/infoPages.ts says why); any other word is not found. */
export const Route = createFileRoute('/$page')({
  params: {
    parse: ({ page }) => {
      if (!isInfoPage(page)) throw notFound();
      return { page };
    },
    stringify: ({ page }) => ({ page }),
  },
  // The tab title and the header's name of the screen, as a route's staticData.title gives them (RootLayout).
  context: ({ params }) => ({ title: INFO_PAGE_TITLES[params.page] }),
  component: InfoPageRoute,
});

/** A page the server holds under the same slug, titled with the route's name until the server's title comes. */
const serverPage = (page: InfoPage) =>
  function ServerPage() {
    return <StaticPageScreen slug={page} title={t(INFO_PAGE_TITLES[page])} />;
  };

/** Each page's screen: the server's page, or one with more of its own. */
const SCREENS: Record<InfoPage, () => ReactNode> = {
  ceo: serverPage('ceo'),
  'privacy-policy': serverPage('privacy-policy'),
  'terms-and-conditions': serverPage('terms-and-conditions'),
  'nutrition-information': serverPage('nutrition-information'),
  'upcoming-outlets': UpcomingOutletsScreen,
  'atm-bar': AtmBarScreen,
  'mrp-night': MrpNightScreen,
};

function InfoPageRoute() {
  const Screen = SCREENS[Route.useParams().page];
  return <Screen />;
}
