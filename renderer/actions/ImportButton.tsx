import { useState, type ReactNode } from 'react';
import { Button, Space, Upload } from 'antd';
import { callEndpoint, errorMessage } from '../core/endpoint';
import { safeHref } from '../fields/webAddress';
import { importFileProblem } from './importFile';
import type { ActionContext, ActionOf } from './types';

export const DEFAULT_IMPORT_SUCCESS = '导入成功!';

export interface ImportButtonProps {
  action: ActionOf<'import'>;
  ctx: ActionContext;
  disabled?: boolean;
  button: (props: { loading: boolean }) => ReactNode;
}

/**
 * `import`: picks a file (accept and size checked with Chinese messages), uploads it through the shell's
 * upload service, then calls the endpoint with its address under `fileField` (default `file`).
 */
export function ImportButton({ action, ctx, disabled, button }: ImportButtonProps) {
  const [loading, setLoading] = useState(false);
  const importFile = async (file: File) => {
    setLoading(true);
    try {
      const { url } = await ctx.services.upload(file, 'file');
      await callEndpoint(ctx.services, ctx.area, action.endpoint, { params: ctx.params, search: { [action.fileField ?? 'file']: url } });
      ctx.services.message.success(action.successMessage ?? DEFAULT_IMPORT_SUCCESS);
      ctx.refreshArea();
      ctx.onDone?.(true);
    } catch (error) {
      ctx.services.message.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space size={4}>
      <Upload
        accept={action.accept}
        disabled={disabled}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          const problem = importFileProblem(file, action.accept, action.maxSizeMb);
          if (problem) {
            ctx.services.message.error(problem);
            return Upload.LIST_IGNORE;
          }
          void importFile(file);
          return false;
        }}
      >
        {button({ loading })}
      </Upload>
      {safeHref(action.templateUrl, { sitePaths: true }) && (
        <Button type="link" href={safeHref(action.templateUrl, { sitePaths: true })} download>
          下载模板
        </Button>
      )}
    </Space>
  );
}
