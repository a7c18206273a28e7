import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedView } from '../app/UnauthorizedView';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/unauthorized')({
  staticData: { title: TITLES.unAuthorizedAccess },
  component: UnauthorizedView,
});
