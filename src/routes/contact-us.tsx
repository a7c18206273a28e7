import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../features/forms';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/contact-us')({
  staticData: { title: TITLES.contactUs },
  component: ContactScreen,
});
