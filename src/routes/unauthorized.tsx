import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedView } from '../app/UnauthorizedView';

export const Route = createFileRoute('/unauthorized')({
  staticData: { title: 'Un Authorized Access' },
  component: UnauthorizedView,
});
