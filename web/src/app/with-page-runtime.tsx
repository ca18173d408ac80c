import type { ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A lazily loaded screen or drawer, wrapped in the page runtime (query cache, date locale), which is fetched
 * alongside it. This file must not import the runtime itself: it is part of the shell.
 */
export function withPageRuntime<P extends object>(load: () => Promise<Loaded<P>>): () => Promise<Loaded<P>> {
  return () =>
    Promise.all([load(), import('./page-runtime')]).then(([module, { PageRuntime }]) => {
      const Screen = module.default;
      const WithRuntime = (props: P) => (
        <PageRuntime>
          <Screen {...props} />
        </PageRuntime>
      );
      return { default: WithRuntime };
    });
}
