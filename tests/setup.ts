// Shared test set-up. Browser-like tests opt in with `// @vitest-environment jsdom` at the top of the file.
import { afterEach } from 'vitest';
import './support/matchers';

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy*/waitFor wait up to 5 s: on a loaded 2-core machine antd and Formily renders can outlast the 1 s default.
  configure({ asyncUtilTimeout: 5000 });
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
