// Baseline for `npm run bench:bundle`: the smallest React 19 app, built exactly like the widget.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello world</h1>
  </StrictMode>,
);
