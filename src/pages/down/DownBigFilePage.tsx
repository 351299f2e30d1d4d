import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PageCard } from '../common/PageCard';

interface DownloadTask {
  id: string;
  fileName: string;
  status: string;
  progress: number;
  createTime: string;
}

const columns: ColumnsType<DownloadTask> = [
  { title: '文件名', dataIndex: 'fileName' },
  { title: '状态', dataIndex: 'status', width: 120 },
  { title: '进度', dataIndex: 'progress', width: 160 },
  { title: '创建时间', dataIndex: 'createTime', width: 190 },
  { title: '操作', key: 'actions', width: 120 },
];

/** /downBigFile 平台大数据下载: the big export download tasks (the list is filled by a later piece of work). */
export default function DownBigFilePage() {
  return (
    <PageCard title="平台大数据下载">
      <Table<DownloadTask>
        rowKey="id"
        columns={columns}
        dataSource={[]}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无下载任务" /> }}
      />
    </PageCard>
  );
}
