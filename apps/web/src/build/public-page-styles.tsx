// Build-time only (public-pages-plugin.ts loads it in Node; no browser code imports it): renders each
// public page once to collect the CSS its first paint needs, which the build inlines into the page's
// HTML copy as emotion's server-rendered style element. In the browser emotion then finds those styles
// already in the document and skips them: the page paints with its CSS before any script has run, and
// the first render does not parse and insert a hundred style rules in one long task on a slow phone.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { theme } from '../app/theme';
import { ApplicantSignInPage, SignInPage } from '../features/auth/sign-in-page';
import { PublicMemberSchoolPage } from '../features/member-schools/member-school-page';
import { PublicLayout } from '../features/member-schools/public-layout';
import { PublicSchoolSearchPage } from '../features/member-schools/school-search-page';
import { AuthProvider } from '../lib/auth-context';
import { createQueryClient } from '../lib/query-client';

/** A screen inside the public layout, as the router nests it (its data still loading: no server here). */
function inPublicLayout(path: string, screen: ReactNode): ReactNode {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={path} element={screen} />
      </Route>
    </Routes>
  );
}

/** The screens of each public page (public-pages-plugin.ts names the pages). */
const PAGE_SCREENS: Record<string, { path: string; screen: ReactNode }[]> = {
  signin: [
    { path: '/signin', screen: <SignInPage /> },
    { path: '/applicantsignin', screen: <ApplicantSignInPage /> },
  ],
  'member-school': [
    {
      path: '/memberschools/info/1',
      screen: inPublicLayout('/memberschools/info/:schoolId?', <PublicMemberSchoolPage />),
    },
  ],
  'school-search': [
    { path: '/schoolsearch', screen: inPublicLayout('/schoolsearch', <PublicSchoolSearchPage />) },
  ],
};

/** Emotion's key for MUI's styles: the default cache of @emotion/react, which the browser uses. */
const EMOTION_KEY = 'css';

/**
 * The style element of a page: every rule its screens' first render inserts, in insertion order, named
 * the way emotion names server-rendered styles (`data-emotion="css <name> <name>..."`). Global styles
 * (CssBaseline) are not included: emotion inserts those through their own sheet.
 */
function renderStyles(screens: { path: string; screen: ReactNode }[]): string {
  const cache = createCache({ key: EMOTION_KEY });
  // Server-side, compat mode keeps the rules in cache.inserted instead of writing style elements.
  cache.compat = true;
  // The order rules were inserted in (object keys would put numeric-looking names first).
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  for (const { path, screen } of screens) {
    renderToString(
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={[path]}>
              <AuthProvider>{screen}</AuthProvider>
            </MemoryRouter>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>,
    );
  }
  const names: string[] = [];
  let css = '';
  for (const name of order) {
    const rules = cache.inserted[name];
    if (typeof rules !== 'string' || !rules) continue;
    names.push(name);
    css += rules;
  }
  return names.length ? `<style data-emotion="${EMOTION_KEY} ${names.join(' ')}">${css}</style>` : '';
}

/** Each public page's style element, by the page's name. */
export function renderPublicPageStyles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PAGE_SCREENS).map(([page, screens]) => [page, renderStyles(screens)]),
  );
}
