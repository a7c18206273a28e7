import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';

export const Route = createFileRoute('/nutrition-information')({
  staticData: { title: 'Nutrition Information' },
  component: () => <StaticPageScreen slug="nutrition-information" title="Nutrition Information" />,
});
