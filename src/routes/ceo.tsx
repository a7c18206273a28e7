import { createFileRoute } from '@tanstack/react-router';
import { StaticPageScreen } from '../features/pages';

export const Route = createFileRoute('/ceo')({
  staticData: { title: 'CEO Speaks' },
  component: () => <StaticPageScreen slug="ceo" title="CEO Speaks" />,
});
