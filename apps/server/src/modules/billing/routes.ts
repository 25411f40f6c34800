import type { ModuleRoute } from '../module-routes.js';
import { billingRoutes } from './billing-routes.js';

/** Invoices, fees and payments. */
export const routes: readonly ModuleRoute[] = [{ tag: 'Billing', plugin: billingRoutes }];
