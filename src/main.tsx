/**
 * Boot, in order: hydrate what the device kept (cart, order type, address, profile) so the first render is
 * complete; wire the session into the API client; start the version check and location; render; then start
 * what can wait (the worker, push, the outbox: after the load, at an idle moment).
 */
import { StrictMode, startTransition } from 'react';
import { Provider } from 'jotai';
import { RouterProvider } from '@tanstack/react-router';
import { configureSession } from './api/client';
import { router } from './app/router';
import { credentialAtom, followSignOutsFromOtherTabs, refreshProfileIfSignedIn, signOutExpired, userAtom } from './features/auth';
import { cartAtom, orderTypeAtom } from './features/cart';
import { cartAsideAtom, dineInTableAtom, orderTypeBeforeTableAtom } from './features/dine-in/tableAtoms';
// By path: the payment feature's index carries its screens.
import { pendingOrderRefAtom } from './features/payment/pendingOrder';
// By path, and small: the code that settles a placed order loads when there is one to ask about or hear of.
import { followPlacedOrders } from './features/payment/followPlacedOrders';
import { followPlace, searchedPlaceAtom, selectedAddressAtom } from './features/location';
import { checkVersion, onFirstControl, startWorker, whenLoadedAndIdle } from './features/pwa';
// By path, and tiny: the install card itself loads only when it is due (issue 12).
import { captureInstallPrompt } from './features/install/capture';
import { loadRestaurants, loadRestaurantsForPlace } from './features/restaurants';
import { activateLocale, savedLocale, startingLocale } from './i18n/activate';
import { localeAtom } from './i18n/localeAtom';
import { LocaleRoot } from './app/LocaleRoot';
import { AfterFirstRender } from './app/AfterFirstRender';
import { hydrate } from './lib/persistedAtom';
import { store } from './lib/store';
import './app/styles.css';
import './ui/vegMark.css';
import './features/cart/stepper.css';

// First, before boot awaits anything: Chromium fires beforeinstallprompt once, early.
captureInstallPrompt();

async function boot() {
  if (checkVersion()) return;
  // React DOM, the largest library, is fetched beside this chunk (index.html preloads it) and evaluated in a
  // task of its own: evaluated with the app's code it made one long task that a tap on the shell waited behind.
  const reactDom = import('react-dom/client');
  // Hindi, when it is the language, is fetched beside React DOM, so the first render is already in it.
  const locale = startingLocale();
  const localeReady = activateLocale(locale, { remember: savedLocale() !== null }).then(() => store.set(localeAtom, locale));
  await hydrate(store, [cartAtom, orderTypeAtom, selectedAddressAtom, searchedPlaceAtom, userAtom, dineInTableAtom, pendingOrderRefAtom, orderTypeBeforeTableAtom, cartAsideAtom]);
  // Home's first banner is already painted from the HTML (server/routes/banners.ts); the slides behind it are
  // asked for now, beside the home screen's code, not after it, in the language they are shown in (a Hindi
  // reader's once Hindi is active).
  if (window.location.pathname === '/') void localeReady.then(() => import('./features/home/bannerAtoms')).then(({ topBannersAtom }) => store.get(topBannersAtom));

  const goHome = () => void router.navigate({ to: '/' });
  configureSession({
    credential: () => store.get(credentialAtom),
    onSessionExpired: () => void signOutExpired(store).then(goHome),
  });
  followSignOutsFromOtherTabs(store, goHome);
  // The server, not only this tab, says whether an order was placed: the cart follows it (issue 6).
  followPlacedOrders(store, {
    location: () => router.state.location,
    showOrder: () => void router.navigate({ to: '/track-order', replace: true }),
  });

  onFirstControl(() => void loadRestaurants(store, { refresh: true }));
  followPlace(store);
  loadRestaurantsForPlace(store);

  // The route's code and data are fetched while React DOM is evaluated, and the screen is rendered once they
  // are in: the router's own state changes are synchronous renders in React, while this first render, as a
  // transition, is done in slices of a few milliseconds (index.html shows the shell meanwhile).
  const routeLoaded = router.load();
  const { createRoot } = await reactDom;
  await routeLoaded;
  await localeReady;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <LocaleRoot>
            <RouterProvider router={router} />
          </LocaleRoot>
          <AfterFirstRender run={startInBackground} />
        </Provider>
      </StrictMode>,
    ),
  );
}

/**
 * What the first screen does not need, started once it is up: the worker's code, push, the outbox and a fresh
 * profile then do not compete with the screen's own code and data on a weak network.
 */
function startInBackground() {
  startWorker();
  // Push and the outbox start beside the worker's registration, after the load at an idle moment (./app/startAfterLoad.ts).
  whenLoadedAndIdle(
    () =>
      void import('./app/startAfterLoad')
        .then(({ startAfterLoad }) => startAfterLoad(store, (href) => void router.navigate({ href })))
        .catch((error: unknown) => console.error('Push and the outbox could not start', error)),
  );
  refreshProfileIfSignedIn(store);
}

void boot();
