import { lazy, type ComponentType } from "react";

/** A page loaded on first render from its own chunk; pages are named exports, React.lazy wants a default. */
export const lazyPage = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
