import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute, rendersAfterPreload } from './app/route-table';
import { listenForInstallOffer } from './lib/install-prompt';
import './styles.css';

listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
// The route's chunks and its first requests start together. The app's pages wait for their chunks, so they show at
// once instead of through a chain of lazy fallbacks (each held back by React's Suspense reveal throttle); until
// then /auth shows the frame its HTML came with (scripts/render-frames.tsx), the signed-in pages the app's frame
// (header and page skeleton), the others a blank page.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
const preloaded = preloadRoute(location.pathname, location.search);
// A lazy page's first render is a transition: React draws it in slices of a few milliseconds and lets the browser
// answer input in between, instead of one task of tens of milliseconds on a phone (Lighthouse's blocking time on
// /auth). The landing page renders at once: it is the entry's own and is what its first paint shows.
if (rendersAfterPreload(location.pathname)) void preloaded.then(() => startTransition(render));
else render();
