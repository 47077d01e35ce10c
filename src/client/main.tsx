import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/route-table';
import { listenForInstallOffer } from './lib/install-prompt';
import './styles.css';

listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
// The route's chunks and its first requests start together; rendering waits for the chunks, so the page shows
// at once instead of through a chain of lazy fallbacks (each held back by React's Suspense reveal throttle).
void preloadRoute(location.pathname, location.search).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
