import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';
import { t } from '../i18n';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { title: TITLES.privacyPolicy },
  component: () => <StaticPageScreen slug="privacy-policy" title={t(TITLES.privacyPolicy)} />,
});
