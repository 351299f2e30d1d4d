import { useCallback, useEffect, useRef, useState, type MouseEvent, type WheelEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../stores/createStore';
import { closeAllTabs, closeOtherTabs, closeTab, tabsStore, type TabView } from '../stores/tabsStore';
import { TabContextMenu, type TabMenuAction } from './TabContextMenu';
import { useRefreshPage } from './useRefreshPage';

interface MenuState {
  tab: TabView;
  x: number;
  y: number;
}

/** One tab per visited page (tabsStore); click to go, close icon, right-click menu, horizontal scroll. */
export function TabBar() {
  const visited = useStore(tabsStore, (s) => s.visited);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshPage();
  const [menu, setMenu] = useState<MenuState | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Keep the active tab in view, scrolling the tab strip only (never the page under it).
  useEffect(() => {
    const strip = scrollRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !active) return;
    const left = active.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (left + active.offsetWidth > strip.scrollLeft + strip.clientWidth)
      strip.scrollLeft = left + active.offsetWidth - strip.clientWidth;
  }, [pathname, visited.length]);

  const close = (tab: TabView) => {
    const to = closeTab(tab.path, pathname);
    if (to) navigate(to);
  };

  const onAction = (action: TabMenuAction) => {
    if (!menu) return;
    const { tab } = menu;
    setMenu(null);
    if (action === 'refresh') refresh(tab.path, tab.fullPath);
    else if (action === 'close') close(tab);
    else if (action === 'closeOthers') {
      if (tab.path !== pathname) navigate(tab.fullPath);
      closeOtherTabs(tab.path);
    } else navigate(closeAllTabs());
  };

  const openMenu = (e: MouseEvent, tab: TabView) => {
    e.preventDefault();
    setMenu({ tab, x: e.clientX, y: e.clientY });
  };

  // A vertical wheel scrolls the tabs sideways.
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (scrollRef.current && Math.abs(e.deltaY) > Math.abs(e.deltaX)) scrollRef.current.scrollLeft += e.deltaY;
  };

  const dismiss = useCallback(() => setMenu(null), []);

  return (
    <div className="app-tabbar">
      <div className="app-tabbar-scroll" ref={scrollRef} role="tablist" aria-label="已打开的页面" onWheel={onWheel}>
        {visited.map((tab) => {
          const active = tab.path === pathname;
          const affix = tab.meta.affix === true;
          return (
            <span
              key={tab.path}
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              data-path={tab.path}
              className={active ? 'app-tab app-tab--active' : 'app-tab'}
              title={tab.title}
              onClick={() => navigate(tab.fullPath)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(tab.fullPath);
              }}
              onContextMenu={(e) => openMenu(e, tab)}
            >
              <span className="app-tab-title">{tab.title}</span>
              {affix ? null : (
                <CloseOutlined
                  className="app-tab-close"
                  aria-label={`关闭 ${tab.title}`}
                  role="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    close(tab);
                  }}
                />
              )}
            </span>
          );
        })}
      </div>
      {menu ? <TabContextMenu x={menu.x} y={menu.y} affix={menu.tab.meta.affix === true} onAction={onAction} onDismiss={dismiss} /> : null}
    </div>
  );
}
