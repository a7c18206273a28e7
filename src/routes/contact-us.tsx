import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../features/forms';

export const Route = createFileRoute('/contact-us')({
  staticData: { title: 'Contact Us' },
  component: ContactScreen,
});
