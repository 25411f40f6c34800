import { menuPath } from '@exchange/domain';
import type { RouteObject } from 'react-router';
import type { FeatureRoutes } from '../../lib/feature-routes';
import { importLazy } from '../../lib/lazy-route';

/** The menu's Training > File Upload: training/fileupload (3-billing §2). */
export const TRAINING_UPLOAD_PATH = menuPath('Training', 'File Upload');

const TrainingUploadPage = importLazy(() => import('./training-upload-page'), 'TrainingUploadPage');

/**
 * The training roster upload, loaded when first opened; the staff layout's guard opens it to the menu's
 * users (TE admins without the read-only marker: the item is in the full menu only).
 */
export const trainingRoutes: RouteObject[] = [
  { path: TRAINING_UPLOAD_PATH.slice(1), element: <TrainingUploadPage /> },
];

/** What this feature adds to the router (app/portal-routes.tsx finds it). */
export const featureRoutes: FeatureRoutes = { staff: trainingRoutes };
