import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { title: 'Terms And Conditions' },
  component: () => <StaticPageScreen slug="terms-and-conditions" title="Terms And Conditions" />,
});
