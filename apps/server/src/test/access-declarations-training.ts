import type { AccessCase } from './access-case.js';

/**
 * Who may call the training operations (issue 24), part of ACCESS in access-declarations.ts: the
 * upload is the TE admin's without the read-only marker (the menu's Training > File Upload is full
 * menu only); the template and the recent uploads are readable by read-only TE admins too. The matrix
 * sends the upload no file (its body is multipart, not JSON), which an allowed caller gets a 400 for.
 */
export const TRAINING_ACCESS: Record<string, readonly AccessCase[]> = {
  'POST /api/training/fileupload': [{ allowed: ['te'] }],
  'GET /api/training/template': [{ allowed: ['te', 'teRead'] }],
  'GET /api/training/uploads': [{ allowed: ['te', 'teRead'] }],
};
