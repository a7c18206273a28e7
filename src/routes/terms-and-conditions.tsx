import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';
import { t } from '../i18n';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { title: TITLES.termsAndConditions },
  component: () => <StaticPageScreen slug="terms-and-conditions" title={t(TITLES.termsAndConditions)} />,
});
