/** Where the footer's Download Our App and Follow Us On point; overridable per deployment. */
const env = import.meta.env as Record<string, string | undefined>;

export const APP_STORE_URL = env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/in/search?term=Gold%20Leaf';
export const PLAY_STORE_URL = env.VITE_PLAY_STORE_URL ?? 'https://play.google.com/store/search?q=Gold%20Leaf&c=apps';

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: env.VITE_INSTAGRAM_URL ?? 'https://www.instagram.com/' },
  { label: 'Facebook', href: env.VITE_FACEBOOK_URL ?? 'https://www.facebook.com/' },
  { label: 'YouTube', href: env.VITE_YOUTUBE_URL ?? 'https://www.youtube.com/' },
] as const;
