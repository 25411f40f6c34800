import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { API_TAGS, type ApiTagName } from '@exchange/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { Lifecycle } from '../platform/lifecycle/lifecycle.js';
import type { PaymentGateway } from '../platform/payments/payment-gateway.js';

/** What every module's routes are given: the database, the configuration and the shared services. */
export interface RouteContext {
  db: Db;
  config: AppConfig;
  lifecycle: Lifecycle;
  gateway: PaymentGateway;
}

/** One routes plugin of a module and the tag of the contracts it registers. */
export interface ModuleRoute {
  readonly tag: ApiTagName;
  readonly plugin: (app: FastifyInstance, context: RouteContext) => Promise<void>;
}

/** The file a module declares its routes in: `modules/<module>/routes.ts`, exporting `routes`. */
const ROUTES_FILE = /^routes\.(?:js|ts)$/;

/**
 * Every module's routes, found in `modules/<module>/routes.ts` (a new feature adds its folder, its
 * contracts to the catalogue and its screen to the menu: nothing here changes).
 */
export async function findModuleRoutes(): Promise<ModuleRoute[]> {
  const modules = fileURLToPath(new URL('.', import.meta.url));
  const found: ModuleRoute[] = [];
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = readdirSync(`${modules}${entry.name}`).find((name) => ROUTES_FILE.test(name));
    if (!file) continue;
    const loaded = (await import(pathToFileURL(`${modules}${entry.name}/${file}`).href)) as {
      routes?: readonly ModuleRoute[];
    };
    if (!loaded.routes) throw new Error(`modules/${entry.name}/${file} exports no routes`);
    found.push(...loaded.routes);
  }
  return found;
}

/**
 * Registers every module's routes in the catalogue's tag order (API_TAGS); a tag no module serves
 * stops the start, as the OpenAPI test would otherwise only find its contracts missing.
 */
export async function registerModuleRoutes(app: FastifyInstance, context: RouteContext): Promise<void> {
  const routes = await findModuleRoutes();
  for (const { name } of API_TAGS) {
    const ofTag = routes.filter((route) => route.tag === name);
    if (ofTag.length === 0) throw new Error(`no module registers the routes of the tag "${name}"`);
    for (const route of ofTag) await app.register(route.plugin, context);
  }
}
