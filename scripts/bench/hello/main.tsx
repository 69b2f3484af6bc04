// Baseline for `npm run bench:bundle` and `bench:chat`: the smallest React 19 app, built with the
// widget's Vite, target and minifier.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello world</h1>
  </StrictMode>,
);
