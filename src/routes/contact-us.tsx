import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/contact-us')({
  staticData: { title: 'Contact Us' },
  component: () => <ComingSoon title="Contact Us" />,
});
