import { firebaseConfig, firebaseConfigured } from '../../config/firebase';

/**
 * Where this device's push token comes from, behind one small interface.
 * - The real source is Firebase Cloud Messaging (VITE_FIREBASE_* at build time, plus VITE_FIREBASE_VAPID_KEY),
 *   loaded only when a token is asked for, never with the first view. It is always handed the app's own worker
 *   registration, so the SDK does not register a /firebase-messaging-sw.js of its own.
 * - TEST ONLY: a build made with VITE_PUSH_TOKEN_STANDIN=<token> answers that token without contacting anyone,
 *   so the end-to-end test can register a device on a machine that cannot reach Google. Never set it for a
 *   release build.
 */
export interface PushTokenSource {
  /** The token FCM knows this browser by; throws when the push service fails. */
  getToken(registration: ServiceWorkerRegistration): Promise<string>;
}

const env = import.meta.env as Record<string, string | undefined>;

const firebaseSource: PushTokenSource = {
  async getToken(registration) {
    const [{ initializeApp, getApps }, { getMessaging, getToken }] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
    const app = getApps()[0] ?? initializeApp(firebaseConfig);
    return getToken(getMessaging(app), {
      serviceWorkerRegistration: registration,
      vapidKey: env.VITE_FIREBASE_VAPID_KEY,
    });
  },
};

/** Test only (see above): a fixed token, no network. */
const standInSource = (token: string): PushTokenSource => ({
  getToken: () => Promise.resolve(token),
});

/** null when push is not configured for this build. */
export const pushTokenSource: PushTokenSource | null = env.VITE_PUSH_TOKEN_STANDIN
  ? standInSource(env.VITE_PUSH_TOKEN_STANDIN)
  : firebaseConfigured
    ? firebaseSource
    : null;
