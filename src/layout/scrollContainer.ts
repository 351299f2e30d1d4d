/** Id of the element that holds the pages. */
export const APP_MAIN_ID = 'app-main';

/**
 * The element that scrolls the current page: #app-main with a fixed header; otherwise the
 * right-hand column, so that the header scrolls away with the page.
 */
export function getPageScrollContainer(): HTMLElement | null {
  const main = document.getElementById(APP_MAIN_ID);
  if (!main) return null;
  return main.closest('.app-layout--fixed-header') ? main : (main.parentElement as HTMLElement | null);
}
