import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/config/csp';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows only the app itself and OpenStreetMap tiles for a build with no settings', () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://*.tile.openstreetmap.org; " +
        "connect-src 'self'; font-src 'self'; worker-src 'self'; frame-src 'none'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'",
    );
  });

  it('leaves the manifest to default-src, which WebKit reads (it does not know manifest-src): the app itself only', () => {
    const policy = contentSecurityPolicy({ VITE_API_ORIGIN: 'https://api.example.com/', VITE_FACEBOOK_APP_ID: '1234567890123' });
    expect(directive(policy, 'manifest-src')).toBeUndefined();
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it('adds the origins of the configured API, chat, analytics, tiles and push', () => {
    const policy = contentSecurityPolicy({
      VITE_API_ORIGIN: 'https://api.example.com/',
      VITE_LIVE_CHAT_SCRIPT_URL: 'https://chat.example.net/widget.js?id=1',
      VITE_ANALYTICS_URL: 'https://stats.example.org/beacon',
      VITE_MAP_TILE_URL: 'https://tiles-{s}.maps.example.com/{z}/{x}/{y}.png',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_MESSAGING_SENDER_ID: 's',
      VITE_FIREBASE_APP_ID: 'a',
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://chat.example.net");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https://*.maps.example.com https://api.example.com");
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://stats.example.org https://chat.example.net " +
        'https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com https://fcm.googleapis.com',
    );
    expect(directive(policy, 'frame-src')).toBe('frame-src https://chat.example.net');
  });

  it('allows the Facebook SDK, its frames and its Graph calls only when VITE_FACEBOOK_APP_ID is set', () => {
    const policy = contentSecurityPolicy({ VITE_FACEBOOK_APP_ID: '1234567890123' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://connect.facebook.net");
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.facebook.com https://web.facebook.com');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://graph.facebook.com https://www.facebook.com");
    expect(contentSecurityPolicy({ VITE_FACEBOOK_APP_ID: ' ' })).not.toContain('facebook');
  });

  it('lets the app call a geocoder on another origin (VITE_GEOCODER_URL), and nothing more for a path', () => {
    const policy = contentSecurityPolicy({ VITE_GEOCODER_URL: 'https://nominatim.openstreetmap.org/' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://nominatim.openstreetmap.org");
    expect(directive(contentSecurityPolicy({ VITE_GEOCODER_URL: '/geocode' }), 'connect-src')).toBe("connect-src 'self'");
  });

  it('leaves same-origin paths and half-configured push to self', () => {
    const policy = contentSecurityPolicy({ VITE_ANALYTICS_URL: '/beacon', VITE_MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', VITE_FIREBASE_API_KEY: 'k' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
  });

  it('refuses settings it cannot turn into a source, at build time', () => {
    expect(() => contentSecurityPolicy({ VITE_MAP_TILE_URL: 'https://tiles.{s}.example.com/{z}/{x}/{y}.png' })).toThrow(/VITE_MAP_TILE_URL/);
    expect(() => contentSecurityPolicy({ VITE_API_ORIGIN: 'api.example.com' })).toThrow(/VITE_API_ORIGIN/);
  });
});
