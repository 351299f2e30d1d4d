// Shared test set-up. Browser-like tests opt in with `// @vitest-environment jsdom` at the top of the file.
import { afterEach } from 'vitest';
import './support/matchers';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy*/waitFor wait up to 15 s. The wait only ends early when the expectation holds, so a passing test is no
  // slower; on a loaded 2-core machine a whole-form validation and submit in antd and Formily has outlasted 5 s.
  configure({ asyncUtilTimeout: 15_000 });
  (await import('./support/visibilityStyle')).installVisibilityStyle(window);
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
}
