import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server's HTML is shown (and without JavaScript), true once React runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
