import { useState, type ReactNode } from 'react';
import { Button, Space, Upload } from 'antd';
import { callEndpoint, errorMessage } from '../core/endpoint';
import { safeHref } from '../fields/webAddress';
import { downloadText } from './download';
import { importFileProblem } from './importFile';
import { ImportReport, type SheetReport } from './ImportReport';
import type { ActionContext, ActionOf } from './types';

export const DEFAULT_IMPORT_SUCCESS = '导入成功!';

export interface ImportButtonProps {
  action: ActionOf<'import'>;
  ctx: ActionContext;
  disabled?: boolean;
  button: (props: { loading: boolean }) => ReactNode;
}

/** The report of an import endpoint's answer, or an error when it is not one. */
function reportOf(body: unknown): SheetReport {
  const data = (body as { data?: Partial<SheetReport> } | null)?.data;
  if (!data || typeof data.total !== 'number' || !Array.isArray(data.failures)) throw new Error('导入失败：返回的数据格式不正确');
  return { total: data.total, validCount: data.validCount ?? 0, imported: data.imported ?? 0, failures: data.failures };
}

/**
 * `import`: picks a file (accept and size checked with Chinese messages) and uploads it through the shell's upload
 * service. An endpoint of `operation: import` is then asked to check the sheet first: a sheet without errors is
 * imported at once; one with refused rows opens the check's result (ImportReport), where the user downloads the
 * per-row error report and imports the good rows only, or nothing. Another endpoint gets the file's address under
 * `fileField` (default `file`) in one call.
 */
export function ImportButton({ action, ctx, disabled, button }: ImportButtonProps) {
  const [loading, setLoading] = useState(false);
  const [checked, setChecked] = useState<{ url: string; name: string; report: SheetReport } | null>(null);
  const checks = ctx.area.endpoints[action.endpoint]?.operation === 'import';
  const fileField = action.fileField ?? 'file';
  const send = (search: Record<string, unknown>) => callEndpoint(ctx.services, ctx.area, action.endpoint, { params: ctx.params, search });

  const finish = (message: string) => {
    ctx.services.message.success(message);
    ctx.refreshArea();
    ctx.onDone?.(true);
  };
  const importFile = async (file: File) => {
    setLoading(true);
    try {
      const { url } = await ctx.services.upload(file, 'file');
      if (!checks) {
        await send({ [fileField]: url });
        finish(action.successMessage ?? DEFAULT_IMPORT_SUCCESS);
        return;
      }
      const report = reportOf(await send({ [fileField]: url, mode: 'check' }));
      if (report.failures.length > 0) {
        setChecked({ url, name: file.name, report });
        return;
      }
      const done = reportOf(await send({ [fileField]: url, mode: 'all' }));
      finish(action.successMessage ?? `导入成功，共 ${done.imported} 条`);
    } catch (error) {
      ctx.services.message.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  const importValid = async () => {
    if (!checked) return;
    setLoading(true);
    try {
      const done = reportOf(await send({ [fileField]: checked.url, mode: 'valid' }));
      setChecked(null);
      finish(`已导入 ${done.imported} 条，${done.failures.length} 行有误未导入`);
    } catch (error) {
      ctx.services.message.error(errorMessage(error));
    } finally {
      setLoading(false);
    }
  };
  const downloadTemplate = async () => {
    try {
      const header = (await send({ mode: 'template' })) as { data?: { header?: string[] } };
      if (!Array.isArray(header?.data?.header)) throw new Error('模板下载失败：返回的数据格式不正确');
      downloadText(`${action.label ?? '导入'}模板.csv`, `\uFEFF${header.data.header.join(',')}\r\n`, 'text/csv');
    } catch (error) {
      ctx.services.message.error(errorMessage(error));
    }
  };
  const templateHref = safeHref(action.templateUrl, { sitePaths: true });
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
      {templateHref ? (
        <Button type="link" href={templateHref} download>
          下载模板
        </Button>
      ) : (
        checks && (
          <Button type="link" onClick={() => void downloadTemplate()} disabled={disabled}>
            下载模板
          </Button>
        )
      )}
      {checked && (
        <ImportReport
          title={action.label ?? '导入'}
          report={checked.report}
          fileName={checked.name}
          busy={loading}
          onImportValid={() => void importValid()}
          onCancel={() => {
            setChecked(null);
            ctx.services.message.info('未导入任何数据');
          }}
        />
      )}
    </Space>
  );
}
