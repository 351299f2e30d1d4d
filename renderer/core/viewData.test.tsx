// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bulletinArea, createFakeServices, ok, renderWithServices } from '../testing/fakeServices';
import { areaKey, isAreaKey, schemaKey, shellKey } from './dataKeys';
import { useEndpointData } from './viewData';
import type { ResolvedArea } from './viewProps';

const bulletin = bulletinArea();
/** The same endpoints under another area's name: only the area tells the two loads apart. */
const other: ResolvedArea = { ...bulletin, area: 'stopFee' };
const DETAIL = 'GET /publicity/v2/api/bulletinInfos/5';

function Title({ area }: { area: ResolvedArea }) {
  const { data } = useEndpointData(area, 'detail', { params: { id: '5' } });
  const title = (data as { data?: { title?: string } } | undefined)?.data?.title;
  return <p>{`${area.area}：${title ?? '加载中'}`}</p>;
}

describe('data keys', () => {
  it.each<[string, unknown, boolean]>([
    ['a view-data key of the area', areaKey('sysBulletin', 'detail', { url: '/x' }), true],
    ['a view-data key of another area', areaKey('stopFee', 'detail', { url: '/x' }), false],
    ['a shell key', shellKey('reminds'), false],
    ['the area’s document', schemaKey('sysBulletin'), false],
    ['a string', 'sysBulletin', false],
  ])('isAreaKey(…, "sysBulletin") for %s is %s', (_name, key, expected) => {
    expect(isAreaKey(key, 'sysBulletin')).toBe(expected);
  });

  it('shell keys carry their parameters ({} when none)', () => {
    expect(shellKey('reminds')).toEqual(['shell', 'reminds', {}]);
    expect(shellKey('backlogs', { pageNo: 2 })).toEqual(['shell', 'backlogs', { pageNo: 2 }]);
  });
});

describe('useEndpointData and area invalidation', () => {
  it('a successful change in one area reloads that area’s views only: the other area’s cached data is not asked again', async () => {
    let version = 1;
    const services = createFakeServices({ routes: { [DETAIL]: () => ok({ bulletinId: 5, title: `第${version}版` }) } });
    const { invalidateArea } = renderWithServices(
      <>
        <Title area={bulletin} />
        <Title area={other} />
      </>,
      services,
    );
    expect(await screen.findByText('sysBulletin：第1版')).toBeTruthy();
    expect(await screen.findByText('stopFee：第1版')).toBeTruthy();
    expect(services.calls).toHaveLength(2);

    version = 2;
    await invalidateArea('sysBulletin');
    expect(await screen.findByText('sysBulletin：第2版')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText('stopFee：第1版')).toBeTruthy();
    expect(services.calls).toHaveLength(3);
  });

  it('an endpoint that cannot be called (a required parameter missing) is an error, and nothing is requested', async () => {
    const services = createFakeServices({ routes: { [DETAIL]: ok({}) } });
    function Probe() {
      const { error } = useEndpointData(bulletin, 'detail', { params: {} });
      return <p>{error instanceof Error ? error.message : '无错误'}</p>;
    }
    renderWithServices(<Probe />, services);
    await waitFor(() => expect(screen.queryByText('无错误')).toBeNull());
    expect(services.calls).toEqual([]);
  });
});
