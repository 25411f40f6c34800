import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first render is a transition, so React renders the page in slices of a few milliseconds between
// which the browser stays responsive (one long task would block a slow phone for hundreds of them).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
