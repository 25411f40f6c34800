import { allMenuPaths } from '@exchange/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from './portal-routes';

/** The path of the portal route that answers an address. */
function answeringPath(address: string): string | undefined {
  return (matchRoutes(portalRoutes, address)?.at(-1)?.route as RouteObject | undefined)?.path;
}

describe('the router built from the features and the menu', () => {
  it("answers every menu item with its feature's screen, none with the menu's 404 fallback", () => {
    const fallbacks = allMenuPaths().filter((path) => answeringPath(path) === `${path.slice(1)}/*`);
    expect(fallbacks).toEqual([]);
  });

  it("finds each feature's screens in its routes.tsx", () => {
    const features = import.meta.glob('../features/*/routes.tsx', { eager: true });
    expect(Object.keys(features).length).toBeGreaterThanOrEqual(12);
    for (const [file, module] of Object.entries(features)) {
      expect(module, file).toHaveProperty('featureRoutes');
    }
  });
});
