import { createFileRoute } from '@tanstack/react-router';
import { FavouritesScreen } from '../../features/favourites/FavouritesScreen';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/favourites')({
  staticData: { title: TITLES.favourites },
  component: FavouritesScreen,
});
