import { type ComponentType, lazy, useSyncExternalStore } from 'react';

/*
 * Screens load their code when their route opens. React keeps the old screen up while the next one's chunk
 * downloads, so the app counts the chunks on their way and shows a thin bar meanwhile (RouteProgressBar).
 */

let loading = 0;
const listeners = new Set<() => void>();

/** Told after the render that started the load: React refuses updates to other components during a render. */
function change(by: number) {
  loading += by;
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a screen's code is downloading. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * A route's screen as its own chunk: the named export of a module, loaded the first time it renders. `preload()`
 * loads it beforehand; a screen already loaded renders at once, without suspending or the progress bar.
 */
export function lazyPage<TName extends string>(load: () => Promise<Record<TName, ComponentType>>, name: TName) {
  let loaded: ComponentType | undefined;
  const companions: TPreloadable[] = [];
  const preload = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Page = lazy(() => {
    // The screens a person goes on to from this one start downloading with it (loadTogether).
    for (const companion of companions) void companion.preload().catch(() => undefined);
    // React reads a thenable that answers at once without suspending (a promise would answer a tick later).
    if (loaded) {
      const screen = loaded;
      return {
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, for React.lazy to read synchronously.
        then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: screen }),
      } as Promise<{
        default: ComponentType;
      }>;
    }
    return (async () => {
      change(1);
      try {
        return { default: await preload() };
      } finally {
        change(-1);
      }
    })();
  });
  return Object.assign(Page, { preload, companions });
}

type TPreloadable = { preload: () => Promise<unknown> };

/**
 * Screens a person moves between (sign in, sign up, forgot password): whichever opens first brings the others' code
 * along, so a link from one to another shows the next screen at once instead of leaving a form up, typeable, while
 * its code downloads.
 */
export function loadTogether(pages: readonly (TPreloadable & { companions: TPreloadable[] })[]): void {
  for (const page of pages) page.companions.push(...pages.filter((other) => other !== page));
}
