// Component tests wait for real renders and parses; on a busy two-core machine the default
// 1-second wait of findBy/waitFor is too tight, so give them five.
import { configure } from '@testing-library/dom';
import { ALL_NAMESPACES, loadNamespaces } from '../src/lib/i18n';

configure({ asyncUtilTimeout: 5000 });

// Pages load their translation namespaces with their chunks; tests render components directly,
// so every English namespace is there from the start.
await loadNamespaces(ALL_NAMESPACES, 'en');
