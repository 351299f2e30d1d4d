import { useState } from 'react';
import { Empty, Image, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import { formatDateTime } from '../../utils/dates';
import { textOrEmpty } from '../../../renderer/fields/empty';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { usePagedShellData } from '../../api/useShellData';
import { nextPaging, serverPagination } from '../common/serverPaging';
import { listErrorReports, pictureList, REPORT_STATUS, type ErrorReport } from './errorReportsApi';

const columns: ColumnsType<ErrorReport> = [
  { title: '标题', dataIndex: 'errorTitle', width: 220, ellipsis: true, render: (v: string) => textOrEmpty(v) },
  {
    title: '故障描述',
    dataIndex: 'errorContent',
    render: (v: string) => (
      <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: v }}>
        {textOrEmpty(v)}
      </Typography.Paragraph>
    ),
  },
  {
    title: '图片',
    dataIndex: 'picUrls',
    width: 200,
    render: (v: ErrorReport['picUrls']) => {
      const pics = pictureList(v);
      if (pics.length === 0) return textOrEmpty(null);
      return (
        <Image.PreviewGroup>
          <Space size={4}>
            {pics.map((src) => (
              <Image key={src} src={src} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} alt="故障图片" />
            ))}
          </Space>
        </Image.PreviewGroup>
      );
    },
  },
  { title: '上报时间', dataIndex: 'createTime', width: 190, render: (v: string) => textOrEmpty(formatDateTime(v)) },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (v: number) => {
      const s = REPORT_STATUS[v];
      return s ? <Tag color={s.color}>{s.text}</Tag> : textOrEmpty(v);
    },
  },
];

/** /equipMonitoring/abnormalRecord/universeAbnormalRecord 故障上报记录 */
export default function UniverseAbnormalRecordPage() {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const list = usePagedShellData('errorReports', listErrorReports, paging, '故障上报记录加载失败');
  const onChange = (p: TablePaginationConfig) => setPaging((q) => nextPaging(q, p));

  return (
    <PageCard title="故障上报记录">
      {list.error ? (
        <LoadError message={list.error} onRetry={list.reload} />
      ) : (
        <Table<ErrorReport>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          onChange={onChange}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无故障上报记录" /> }}
          pagination={serverPagination(paging, list.total)}
        />
      )}
    </PageCard>
  );
}
