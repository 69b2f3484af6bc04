import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/theme.css';
import { App } from './app/App';
import { prepareUrl, startApp } from './app/startup';

const params = prepareUrl();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void startApp(params);

// The offline shell (app/offline-shell.ts): for a window of its own, fetched once the page has loaded.
if ('serviceWorker' in navigator && window.top === window.self) {
  const offlineShell = () => void import('./app/offline-shell').then((m) => m.registerOfflineShell());
  if (document.readyState === 'complete') offlineShell();
  else addEventListener('load', offlineShell, { once: true });
}
