import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';
import { INVOICES_PATH, VIEW_INVOICE_PATH } from './billing-paths';

const InvoicesPage = importLazy(() => import('./list/invoice-list-page'), 'InvoicesPage');
const ViewInvoicePage = importLazy(() => import('./view/view-invoice-page'), 'ViewInvoicePage');

/**
 * Staff routes of Billing (3-billing §2): Invoices and View Invoice, which takes the invoice id in its
 * query string (open-points 13). The staff layout's guard opens them to the Billing menu's users.
 */
export const billingRoutes: RouteObject[] = [
  { path: INVOICES_PATH.slice(1), element: <InvoicesPage /> },
  { path: VIEW_INVOICE_PATH.slice(1), element: <ViewInvoicePage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: billingRoutes };
