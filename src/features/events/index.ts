export { EventDetailScreen } from './EventDetailScreen';
export { MyTicketsLink } from './MyTicketsLink';
