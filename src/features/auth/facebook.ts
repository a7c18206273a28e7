/**
 * 'Continue with Facebook' (SPEC 1, 3 login form): the one place that talks to Facebook's JavaScript SDK. The
 * SDK script is loaded only when the customer taps the button (nobody else pays for it), and all the rest of
 * the app sees is FacebookSignIn: tap, get an access token. The server checks that token with Facebook
 * (loginUserByFacebook) and trusts nothing else the browser says.
 */
import { FACEBOOK_SDK_URL } from '../../config/csp';
import { FACEBOOK_APP_ID } from '../../config/env';
import { t } from '../../i18n';
import { m } from './messages';

export interface FacebookAuth {
  accessToken: string;
  userId: string;
}

export interface FacebookSignIn {
  /** Opens Facebook's login; resolves with the token, rejects with FacebookSignInError when it did not happen. */
  signIn(): Promise<FacebookAuth>;
}

/** The customer closed the dialog, the SDK could not load, or Facebook said no: the message says which. */
export class FacebookSignInError extends Error {
  override readonly name = 'FacebookSignInError';
  constructor(
    message: string,
    /** True when the customer closed or declined the dialog: nothing to report, they chose not to. */
    readonly cancelled = false,
  ) {
    super(message);
  }
}

/** What this code uses of the SDK's global FB. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { status?: string; authResponse?: { accessToken?: string; userID?: string } | null }) => void,
    options?: { scope?: string },
  ): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const GRAPH_VERSION = 'v25.0';
const SDK_LOAD_TIMEOUT_MS = 20_000;

let sdk: Promise<FacebookSdk> | null = null;

function loadSdk(appId: string): Promise<FacebookSdk> {
  sdk ??= new Promise<FacebookSdk>((resolve, reject) => {
    const ready = (FB: FacebookSdk) => {
      FB.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false });
      resolve(FB);
    };
    if (window.FB) return ready(window.FB);
    const timer = window.setTimeout(() => fail(), SDK_LOAD_TIMEOUT_MS);
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      sdk = null; // a later tap tries again
      reject(new FacebookSignInError(t(m.facebookUnavailable)));
    };
    window.fbAsyncInit = () => {
      window.clearTimeout(timer);
      if (window.FB) ready(window.FB);
      else fail();
    };
    const script = document.createElement('script');
    script.src = FACEBOOK_SDK_URL;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('error', fail);
    document.body.append(script);
  });
  return sdk;
}

/** The real implementation: Facebook's SDK, for this app id. */
export function facebookSdkSignIn(appId: string): FacebookSignIn {
  return {
    async signIn() {
      const FB = await loadSdk(appId);
      return new Promise<FacebookAuth>((resolve, reject) => {
        FB.login(
          (response) => {
            const auth = response.authResponse;
            if (response.status === 'connected' && auth?.accessToken && auth.userID) {
              resolve({ accessToken: auth.accessToken, userId: auth.userID });
            } else {
              reject(new FacebookSignInError(t(m.facebookCancelled), true));
            }
          },
          { scope: 'public_profile,email' },
        );
      });
    },
  };
}

/** null when this build has no Facebook app: the login form then offers no Facebook button at all. */
export const facebookSignIn: FacebookSignIn | null = FACEBOOK_APP_ID ? facebookSdkSignIn(FACEBOOK_APP_ID) : null;
