import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';
import { t } from '../i18n';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/ceo')({
  staticData: { title: TITLES.ceoSpeaks },
  component: () => <StaticPageScreen slug="ceo" title={t(TITLES.ceoSpeaks)} />,
});
