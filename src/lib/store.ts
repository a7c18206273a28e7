import { createStore } from 'jotai';

/** The app's one jotai store: React reads it through the Provider, boot code and the router through this. */
export const store = createStore();
export type AppStore = typeof store;
