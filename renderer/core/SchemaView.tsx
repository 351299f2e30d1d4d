import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { reportChunkLoadError } from './chunkLoadError';
import { errorMessage } from './endpoint';
import { Loading } from './Loading';
import { useRendererServices } from './services';
import { useAreaDocument } from './useAreaDocument';
import { ViewMount } from './ViewMount';
import type { ViewProps } from './viewProps';

export interface SchemaViewProps {
  area: string;
  view: string;
  params?: Record<string, string>;
  /** Where it is shown (default a page; a registered component may show one in a drawer). */
  container?: ViewProps['container'];
}

const NO_PARAMS: Record<string, string> = {};

/** A view of an area document as a page: loads the area, then mounts the view (see ViewMount). */
export function SchemaView({ area: areaName, view, params = NO_PARAMS, container = 'page' }: SchemaViewProps) {
  const loaded = useAreaDocument(areaName);
  const { chunkFailed } = useRendererServices();
  // A document whose chunk is gone shows 页面加载失败 here rather than reaching the page: the shell still records it.
  useEffect(() => void reportChunkLoadError(loaded.error, chunkFailed), [loaded.error, chunkFailed]);

  if (loaded.error !== undefined && !loaded.isValidating)
    return (
      <Result
        status="error"
        title="页面加载失败"
        subTitle={errorMessage(loaded.error)}
        extra={<Button onClick={() => void loaded.mutate()}>重试</Button>}
      />
    );
  if (!loaded.data) return <Loading />;
  return <ViewMount area={loaded.data} viewName={view} params={params} container={container} />;
}
