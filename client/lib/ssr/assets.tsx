import { createContext, useContext } from 'react';

/** Stylesheets and module preloads of the entry and the matched routes, from the Vite manifest. */
export interface PageAssets {
  css: string[];
  modulepreload: string[];
}

const AssetsContext = createContext<PageAssets>({ css: [], modulepreload: [] });
export const AssetsProvider = AssetsContext.Provider;
export const useAssets = () => useContext(AssetsContext);
