/**
 * Where antd draws every popup, drawer and modal of the console (main.tsx hands it to ConfigProvider): one element at
 * the end of the body. The console's frame never scrolls the body (layout.css: the page area scrolls inside a
 * 100vh frame), so a drawer or modal has no page scroll to lock. antd locks the body's scroll only for popups drawn
 * straight into the body, and that lock measures the scrollbar (a forced layout) and adds a style to the whole
 * document on every open; in this element it is skipped, and the open draws only what is new.
 */
let container: HTMLElement | undefined;

export function overlayContainer(): HTMLElement {
  if (!container || !container.isConnected) {
    container = document.createElement('div');
    container.className = 'app-overlays';
    document.body.appendChild(container);
  }
  return container;
}
