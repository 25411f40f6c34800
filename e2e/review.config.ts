import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/** Screens for a human to look at (`npm run screenshots`), kept apart from the test suite. */
export default defineConfig({
  ...base,
  testDir: './review',
  testMatch: '*.review.ts',
});
