import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { APP_START_EVENT, startsThroughBoot } from './lib/boot-signal';

function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The first render is a transition, so React renders the page in slices of a few milliseconds between
  // which the browser stays responsive (one long task would block a slow phone for hundreds of them).
  // A public page arrives drawn (build/public-page-prerender.tsx): React takes over its markup instead
  // of drawing it again. Should the markup not match (a session being restored, for one), React draws
  // the page afresh, as it does for every other address.
  startTransition(() => {
    if (root.firstElementChild) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

// A public page's boot script first runs the page's own files, one at a time, then says when to start
// (build/public-pages-plugin.ts); every other page starts at once.
if (startsThroughBoot(document)) document.addEventListener(APP_START_EVENT, start, { once: true });
else start();
