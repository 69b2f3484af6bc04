// Component tests wait for real renders and parses; on a busy two-core machine the default
// 1-second wait of findBy/waitFor is too tight, so give them five.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
