// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DetailView as DetailViewSpec } from '../../schemas/meta/generated/area';
import { bulletinArea, bulletinRow, createFakeServices, ok, renderWithServices, type FakeServices } from '../testing/fakeServices';
import { bulletinDictionaryRoutes } from '../testing/formInteractions';
import DetailView from './DetailView';

const area = bulletinArea();
const view = area.views.detail as DetailViewSpec;
const DETAIL = 'GET /publicity/v2/api/bulletinInfos/5';
const READ = 'POST /publicity/v2/api/bulletinInfos/readBulletins';
/** The dictionaries the detail's value types load (category, dealer types, regions). */
const DICTIONARY_URLS = new Set(Object.keys(bulletinDictionaryRoutes()).map((key) => key.split(' ')[1]));
/** The calls of the view itself: the record, its actions and onOpen (the value types' dictionary loads left out). */
const ownCalls = (services: FakeServices) => services.calls.filter((c) => !DICTIONARY_URLS.has(c.url));
const buttonNamed = (label: string) => (_c: string, el: Element | null) =>
  el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === label;

function setup(detail: unknown, permissions: string[] | 'all' = 'all', read: unknown = ok(null)) {
  const services = createFakeServices({
    permissions,
    routes: {
      ...bulletinDictionaryRoutes(),
      [DETAIL]: detail,
      [READ]: read,
      'POST /publicity/v2/api/bulletinInfos/offline': ok(null),
    },
  });
  const { invalidateArea } = renderWithServices(
    <DetailView area={area} viewName="detail" view={view} params={{ id: '5' }} pointer="/views/detail" container="page" />,
    services,
  );
  return Object.assign(services, { invalidateArea });
}

describe('DetailView (sysBulletin detail)', () => {
  it('loads the record by the id parameter and shows its sections', async () => {
    const services = setup(ok(bulletinRow({ bulletinId: 5, title: '春节停车场开放通知', bulletinStatus: 3, content: '<p>正文</p>' })));
    expect(await screen.findByText('春节停车场开放通知')).toBeTruthy();
    for (const title of ['公告详情', '基本信息', '发布范围', '公告内容', '公告标题', '公告状态', '创建时间'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    await waitFor(() => expect(ownCalls(services)).toHaveLength(2));
    expect(ownCalls(services)[0]).toEqual({ method: 'GET', url: '/publicity/v2/api/bulletinInfos/5' });
  });

  it('shows the record’s buttons by permission and visibleWhen, and runs them on the record', async () => {
    const services = setup(ok(bulletinRow({ bulletinId: 5, bulletinStatus: 3 })));
    await screen.findByText(buttonNamed('下线'));
    expect(screen.queryByText(buttonNamed('编辑'))).toBeNull();
    expect(screen.queryByText(buttonNamed('提交审核'))).toBeNull();
    fireEvent.click(screen.getByText(buttonNamed('下线')));
    fireEvent.click(await screen.findByText(buttonNamed('确定')));
    await waitFor(() => expect(services.calls.find((c) => c.url.endsWith('/offline'))?.data).toEqual({ bulletinId: 5 }));
    await waitFor(() => expect(services.calls.filter((c) => c.url.endsWith('/5'))).toHaveLength(2));
  });

  it('shows a loading skeleton, then the error with 重试', async () => {
    const services = setup(() => {
      throw new Error('公告不存在');
    });
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await screen.findByText('数据加载失败：公告不存在')).toBeTruthy();
    services.routes[DETAIL] = ok(bulletinRow({ bulletinId: 5, title: '重试后的公告' }));
    fireEvent.click(screen.getByText(buttonNamed('重试')));
    expect(await screen.findByText('重试后的公告')).toBeTruthy();
  });

  it('an empty record is an error state, not a crash', async () => {
    setup(ok(null));
    expect(await screen.findByText('数据加载失败：记录不存在或已被删除')).toBeTruthy();
  });

  it('reloads when its area is invalidated', async () => {
    const services = setup(ok(bulletinRow({ bulletinId: 5, title: '旧标题' })));
    await screen.findByText('旧标题');
    services.routes[DETAIL] = ok(bulletinRow({ bulletinId: 5, title: '新标题' }));
    await services.invalidateArea('sysBulletin');
    expect(await screen.findByText('新标题')).toBeTruthy();
  });
});

describe('DetailView onOpen (sysBulletin detail: "onOpen": "readBulletins")', () => {
  const readCalls = (services: { calls: { url: string }[] }) => services.calls.filter((c) => c.url.endsWith('/readBulletins'));

  it('after the record has loaded, calls the endpoint once with the record in scope ({"rows": "bulletinId"} → [5]), silently', async () => {
    const services = setup(ok(bulletinRow({ bulletinId: 5, title: '已读测试' })));
    await screen.findByText('已读测试');
    await waitFor(() => expect(readCalls(services)).toHaveLength(1));
    expect(readCalls(services)[0]).toEqual({
      method: 'POST',
      url: '/publicity/v2/api/bulletinInfos/readBulletins',
      data: { bulletinIds: [5] },
      silent: true,
    });
    expect(ownCalls(services).map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('is not called again when the record reloads (area invalidated)', async () => {
    const services = setup(ok(bulletinRow({ bulletinId: 5, title: '旧标题' })));
    await screen.findByText('旧标题');
    await waitFor(() => expect(readCalls(services)).toHaveLength(1));
    services.routes[DETAIL] = ok(bulletinRow({ bulletinId: 5, title: '新标题' }));
    await services.invalidateArea('sysBulletin');
    expect(await screen.findByText('新标题')).toBeTruthy();
    expect(ownCalls(services).filter((c) => c.method === 'GET')).toHaveLength(2);
    expect(readCalls(services)).toHaveLength(1);
  });

  it('a failure changes nothing: no message, the record stays shown', async () => {
    const services = setup(ok(bulletinRow({ bulletinId: 5, title: '读取失败也显示' })), 'all', () => {
      throw new Error('网络错误');
    });
    await screen.findByText('读取失败也显示');
    await waitFor(() => expect(readCalls(services)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.messages).toEqual([]);
    expect(screen.getByText('读取失败也显示')).toBeTruthy();
    expect(screen.queryByText(/数据加载失败/)).toBeNull();
  });

  it('is not called when the record fails to load', async () => {
    const services = setup(() => {
      throw new Error('公告不存在');
    });
    expect(await screen.findByText('数据加载失败：公告不存在')).toBeTruthy();
    expect(readCalls(services)).toEqual([]);
  });

  /** The detail with its onOpen action changed (the area's readBulletins action, with `change` merged in). */
  function withOnOpenAction(change: Record<string, unknown>, permissions: string[] | 'all' = 'all') {
    const changed = { ...area, actions: { ...area.actions, readBulletins: { ...area.actions!.readBulletins, ...change } as never } };
    const services = createFakeServices({
      permissions,
      routes: {
        ...bulletinDictionaryRoutes(),
        [DETAIL]: ok(bulletinRow({ bulletinId: 5, title: '按操作执行', bulletinStatus: 3 })),
        [READ]: ok(null),
      },
    });
    renderWithServices(
      <DetailView area={changed} viewName="detail" view={view} params={{ id: '5' }} pointer="/views/detail" container="page" />,
      services,
    );
    return services;
  }

  it.each<[string, Record<string, unknown>, string[] | 'all', number]>([
    ['runs the action without asking its confirm', { confirm: '确认标记已读？' }, 'all', 1],
    ['runs an action whose permission the user holds', { permission: 'SBLT17010006' }, ['SBLT17010006'], 1],
    ['skips an action whose permission the user lacks (its button would be hidden)', { permission: 'SBLT17010006' }, [], 0],
    ['skips an action whose visibleWhen does not hold on the record', { visibleWhen: { field: 'bulletinStatus', eq: 0 } }, 'all', 0],
    ["skips an action whose transition does not start from the record's state (3 已发布)", { transition: { from: [0], to: 1 } }, 'all', 0],
  ])('onOpen %s', async (_, change, permissions, calls) => {
    const services = withOnOpenAction(change, permissions);
    await screen.findByText('按操作执行');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(readCalls(services)).toHaveLength(calls);
    expect(screen.queryByText('确认标记已读？')).toBeNull();
    expect(services.messages).toEqual([]);
  });

  it('a view without onOpen calls nothing more than its endpoint', async () => {
    const { onOpen: _onOpen, ...plain } = view;
    const services = createFakeServices({
      routes: { ...bulletinDictionaryRoutes(), [DETAIL]: ok(bulletinRow({ bulletinId: 5, title: '无 onOpen' })) },
    });
    renderWithServices(
      <DetailView area={area} viewName="detail" view={plain} params={{ id: '5' }} pointer="/views/detail" container="page" />,
      services,
    );
    await screen.findByText('无 onOpen');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ownCalls(services)).toEqual([{ method: 'GET', url: '/publicity/v2/api/bulletinInfos/5' }]);
  });
});
