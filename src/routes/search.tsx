import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '../features/search/SearchScreen';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/search')({
  staticData: { title: TITLES.search },
  component: SearchScreen,
});
