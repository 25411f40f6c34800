import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from './portal-routes';
import { routes } from './router';

/**
 * The route that answers an address, as the app routes it: the public table first, and the signed-in
 * areas' own table (portal-routes.tsx) under its catch-all. `index` stands for an index route.
 */
function answeringRoute(address: string): { table: 'public' | 'portal'; path: string } {
  const leaf = (matches: ReturnType<typeof matchRoutes>) => matches?.at(-1)?.route as RouteObject | undefined;
  const publicLeaf = leaf(matchRoutes(routes, address));
  if (publicLeaf?.path !== '*') return { table: 'public', path: publicLeaf?.path ?? 'none' };
  const portalLeaf = leaf(matchRoutes(portalRoutes, address));
  return { table: 'portal', path: portalLeaf?.index ? 'index' : (portalLeaf?.path ?? 'none') };
}

describe('the two route tables', () => {
  it('answer the public pages from the first table, which the public pages load alone', () => {
    expect(answeringRoute('/signin')).toEqual({ table: 'public', path: 'signin' });
    expect(answeringRoute('/applicantsignin')).toEqual({ table: 'public', path: 'applicantsignin' });
    expect(answeringRoute('/forgotpassword')).toEqual({ table: 'public', path: 'forgotpassword' });
    expect(answeringRoute('/resetpassword')).toEqual({ table: 'public', path: 'resetpassword' });
    expect(answeringRoute('/registration')).toEqual({ table: 'public', path: 'registration' });
    expect(answeringRoute('/schoolsearch')).toEqual({ table: 'public', path: 'schoolsearch' });
    expect(answeringRoute('/memberschools/info/12')).toEqual({
      table: 'public',
      path: 'memberschools/info/:schoolId?',
    });
  });

  it('answer home, the staff and applicant screens and unknown addresses from the portal table', () => {
    expect(answeringRoute('/')).toEqual({ table: 'portal', path: 'index' });
    expect(answeringRoute('/exports/applications')).toEqual({
      table: 'portal',
      path: 'exports/applications',
    });
    expect(answeringRoute('/applicationstatus')).toEqual({ table: 'portal', path: 'applicationstatus' });
    expect(answeringRoute('/applicant/memberschools/info/3')).toEqual({
      table: 'portal',
      path: 'applicant/memberschools/info/:schoolId?',
    });
    expect(answeringRoute('/applicant/unknown')).toEqual({ table: 'portal', path: 'applicant/*' });
    expect(answeringRoute('/signin/extra')).toEqual({ table: 'portal', path: '*' });
    expect(answeringRoute('/no-such-page')).toEqual({ table: 'portal', path: '*' });
  });
});
