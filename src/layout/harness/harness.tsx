import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { userStore } from '../../stores/userStore';
import { HOME_TAB } from '../../stores/tabRules';
import { openTab } from '../../stores/tabsStore';
import { MainLayout } from '../MainLayout';
import { SAMPLE_MENUS } from '../sampleMenus';

/**
 * Development preview of the layout with sample menus and tabs, served by Vite at
 * /src/layout/harness/index.html (not part of the build).
 */
localStorage.setItem('platformName', localStorage.getItem('platformName') || '云停车管理控制平台');
userStore.set({
  menus: SAMPLE_MENUS,
  user: { name: '运营管理员' } as never,
  counters: { todoNum: 12345, exeNum: 8, doneNum: 0, unusualParkNum: 2, unusualDevNum: 0, illegalParkNum: 1 },
});
openTab(HOME_TAB);
openTab({ path: '/finance/pending', fullPath: '/finance/pending', query: {}, name: 'pending', title: '待处理月对账单', meta: {} });
openTab({ path: '/monitor/occupy', fullPath: '/monitor/occupy', query: {}, name: 'occupy', title: '车位异常占用记录', meta: {} });

function Page() {
  const { pathname } = useLocation();
  return (
    <div style={{ padding: 16 }}>
      <h3>{pathname}</h3>
      {Array.from({ length: 60 }, (_, i) => (
        <p key={i}>第 {i + 1} 行示例内容</p>
      ))}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <MemoryRouter initialEntries={[new URLSearchParams(location.search).get('path') || '/finance/pending']}>
        <MainLayout>
          <Page />
        </MainLayout>
      </MemoryRouter>
    </ConfigProvider>
  </StrictMode>,
);
