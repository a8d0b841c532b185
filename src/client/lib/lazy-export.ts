import { lazy, type ComponentType } from 'react';

/**
 * A component exported by name from a chunk of its own, fetched the first time it renders.
 * Calling `load` earlier (on a hint such as a hover) fetches it ahead of that.
 */
export const lazyExport = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));
