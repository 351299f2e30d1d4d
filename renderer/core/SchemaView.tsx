import { useEffect, useState } from 'react';
import { Button, Result } from 'antd';
import { errorMessage } from './endpoint';
import { loadArea } from './loadArea';
import { Loading } from './Loading';
import { ViewMount } from './ViewMount';
import type { ResolvedArea, ViewProps } from './viewProps';

export interface SchemaViewProps {
  area: string;
  view: string;
  params?: Record<string, string>;
  /** Where it is shown (default a page; a registered component may show one in a drawer). */
  container?: ViewProps['container'];
}

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; area: ResolvedArea };

const NO_PARAMS: Record<string, string> = {};

/** A view of an area document as a page: loads the area, then mounts the view (see ViewMount). */
export function SchemaView({ area: areaName, view, params = NO_PARAMS, container = 'page' }: SchemaViewProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    loadArea(areaName).then(
      (area) => alive && setState({ status: 'ready', area }),
      (error: unknown) => alive && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      alive = false;
    };
  }, [areaName, attempt]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <Result
        status="error"
        title="页面加载失败"
        subTitle={state.message}
        extra={<Button onClick={() => setAttempt((n) => n + 1)}>重试</Button>}
      />
    );
  return <ViewMount area={state.area} viewName={view} params={params} container={container} />;
}
