import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';

/** React.lazy for a named export, so every screen is its own chunk. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AidYearPage = lazyNamed(() => import('./aid-year-page'), 'AidYearPage');

/** Staff route of the Annual Aid Year School Information screen (1-core §2). */
export const schoolAidYearRoutes: RouteObject[] = [
  { path: 'school/annualaidyearschoolinformation', element: <AidYearPage /> },
];
