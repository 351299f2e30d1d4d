/**
 * How the build splits the UI libraries: antd with its rc-* components in one chunk, ProComponents in another, instead
 * of a chunk per component. Split by default, a list page opened from a bookmark needed about 150 files; every file
 * costs the browser a turn of its main thread (and a connection slot), and the deep link waited on them, not on the bytes.
 * Grouped, it needs about 60 and its first data goes out in a third of the time (README, speed figures). The login page
 * does not draw with antd, so neither group is in its files (the size budget, scripts/bundle/budget.ts, checks it); the
 * home page downloads all of antd once, which the first list would have asked for next anyway.
 *
 * The groups take the modules they match and nothing they import (`includeDependenciesRecursively: false`: React and
 * the small utilities the login page shares stay where they are); `strictExecutionOrder` keeps module evaluation in
 * import order across the chunks so formed.
 */
import type { CodeSplittingOptions } from 'rolldown';

const JS = String.raw`[\\/].*\.m?js$`;

export const VENDOR_CODE_SPLITTING: CodeSplittingOptions = {
  includeDependenciesRecursively: false,
  groups: [
    { name: 'pro-components', test: new RegExp(String.raw`node_modules[\\/]@ant-design[\\/]pro-[^\\/]+` + JS), priority: 20 },
    {
      name: 'antd',
      // antd's components and their rc-* parts; not rc-util, the colours or the icons, which the login page uses.
      test: new RegExp(
        String.raw`node_modules[\\/](antd[\\/]es|rc-(?!util)[^\\/]+|@rc-component[\\/](?!util)[^\\/]+|@ant-design[\\/](cssinjs|cssinjs-utils|react-slick))` +
          JS,
      ),
      priority: 10,
    },
  ],
};
