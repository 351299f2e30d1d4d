import { Alert, Button, Modal, Space, Table } from 'antd';
import { downloadText } from './download';

/** What an import endpoint (operation `import`) answers for a sheet: its rows, the good ones, the refused ones. */
export interface SheetReport {
  total: number;
  validCount: number;
  imported: number;
  failures: { rowNo: number; reason: string }[];
}

/** 第N行 + 原因, as CSV (UTF-8 with BOM, so that Excel opens the Chinese text). */
export function failureCsv(report: SheetReport): string {
  // Every reason quoted; one that starts like a formula is kept as text.
  const quote = (text: string) => `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  return `\uFEFF行号,错误原因\r\n${report.failures.map((f) => `${f.rowNo},${quote(f.reason)}`).join('\r\n')}\r\n`;
}

export interface ImportReportProps {
  title: string;
  report: SheetReport;
  /** The file's name, for the report's. */
  fileName: string;
  busy: boolean;
  /** 仅导入正确的行 */
  onImportValid(): void;
  /** 全部不导入 */
  onCancel(): void;
}

/**
 * The check of a sheet with refused rows: how many rows are good and which are not (row number and reason, paged), the
 * refused rows as a downloadable report, and the choice — import the good rows only, or nothing.
 */
export function ImportReport({ title, report, fileName, busy, onImportValid, onCancel }: ImportReportProps) {
  const bad = report.failures.length;
  return (
    <Modal
      open
      title={`${title}：导入校验结果`}
      width={680}
      maskClosable={false}
      onCancel={onCancel}
      footer={
        <Space>
          <Button onClick={() => downloadText(`${fileName.replace(/\.[^.]+$/, '')}-错误报告.csv`, failureCsv(report), 'text/csv')}>
            下载错误报告
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            全部不导入
          </Button>
          <Button type="primary" onClick={onImportValid} loading={busy} disabled={report.validCount === 0}>
            仅导入正确的 {report.validCount} 行
          </Button>
        </Space>
      }
    >
      <Alert
        type={report.validCount === 0 ? 'error' : 'warning'}
        showIcon
        message={`共 ${report.total} 行，其中 ${report.validCount} 行正确，${bad} 行有误`}
        description={
          report.validCount === 0
            ? '没有可以导入的行，请按错误原因修改文件后重新导入。'
            : '可以只导入正确的行，有误的行不导入；也可以全部不导入，修改文件后重新导入。'
        }
        style={{ marginBottom: 12 }}
      />
      <Table
        size="small"
        rowKey="rowNo"
        dataSource={report.failures}
        pagination={{ pageSize: 8, hideOnSinglePage: true, showTotal: (total) => `共 ${total} 行有误`, showSizeChanger: false }}
        columns={[
          { title: '行号', dataIndex: 'rowNo', width: 80, render: (rowNo: number) => `第 ${rowNo} 行` },
          { title: '错误原因', dataIndex: 'reason' },
        ]}
      />
    </Modal>
  );
}
