/**
 * The one route table, used by the server (static handler) and the browser (data router).
 * Every page is a lazy route module, so each is its own chunk; `ROUTE_MODULES` names each lazy
 * route's source file so the server can preload the matched chunks from the Vite manifest.
 */
import { redirect, type RouteObject } from 'react-router';
import { RootErrorBoundary, RootLayout } from './root.tsx';

export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  home: 'client/routes/home/route.tsx',
  'news-article': 'client/routes/news-article/route.tsx',
  'not-found': 'client/routes/not-found/route.tsx',
  'catch-all': 'client/routes/not-found/route.tsx',
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { id: 'home', index: true, lazy: () => import('./routes/home/route.tsx') },
      // Old links of the previous site.
      { id: 'legacy-home', path: 'home', loader: () => redirect('/', 301) },
      { id: 'legacy-index', path: 'index.html', loader: () => redirect('/', 301) },
      { id: 'news-article', path: 'news/:id', lazy: () => import('./routes/news-article/route.tsx') },
      { id: 'not-found', path: '404', lazy: () => import('./routes/not-found/route.tsx') },
      { id: 'catch-all', path: '*', lazy: () => import('./routes/not-found/route.tsx') },
    ],
  },
];
