// Component tests wait for what a screen shows once it settles. Testing Library's 1 s default for
// waitFor/findBy fails a loaded machine's slow render, not a defect: give it the same room as the rest.
import { configure } from '@testing-library/dom';

const timeoutScale = Math.max(1, Number(process.env.TEST_TIMEOUT_SCALE) || 1);
configure({ asyncUtilTimeout: 10_000 * timeoutScale });
