import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';
import { t } from '../i18n';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/nutrition-information')({
  staticData: { title: TITLES.nutritionInformation },
  component: () => <StaticPageScreen slug="nutrition-information" title={t(TITLES.nutritionInformation)} />,
});
