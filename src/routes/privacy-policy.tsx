import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { title: 'Privacy Policy' },
  component: () => <StaticPageScreen slug="privacy-policy" title="Privacy Policy" />,
});
