import { PlusOutlined } from '@ant-design/icons';
import { ProTable } from '@ant-design/pro-components';
import { Button, Empty, Space } from 'antd';
import { useEffect, useState } from 'react';
import { getData } from './api';
import { bulletinColumns, type Bulletin, type ValueEnum } from './bulletinColumns';

interface Page {
  results: Bulletin[];
  totalRecord: number;
}

const platformType = Number(localStorage.getItem('platformType')) || null;

/** 全部公告 written directly with ProTable: the same endpoint, columns, search form, toolbar, selection and paging. */
export function BulletinListPage({ pageSize }: { pageSize: number }) {
  const [categories, setCategories] = useState<ValueEnum>({});
  const [categoriesLoading, setCategoriesLoading] = useState(true);
  useEffect(() => {
    getData<{ dictName: string; dictValue: string | number }[]>('/basic/v2/api/sysDicts/findByDicType', { dicType: 'bulletinCategory' })
      .then((items) => setCategories(Object.fromEntries(items.map((i) => [String(i.dictValue), { text: i.dictName }]))))
      .catch(() => undefined)
      .finally(() => setCategoriesLoading(false));
  }, []);

  return (
    <ProTable<Bulletin>
      headerTitle="全部公告"
      rowKey="bulletinId"
      columns={bulletinColumns(categories, categoriesLoading, platformType)}
      columnEmptyText="--"
      request={async (params, sort) => {
        const order = sort.updateTime;
        const data = await getData<Page>('/publicity/v2/api/bulletinInfos', {
          title: typeof params.title === 'string' ? params.title.trim() : undefined,
          category: params.category,
          bulletinStatus: params.bulletinStatus,
          startTime: params.startTime,
          endTime: params.endTime,
          ...(order ? { orderBy: 'updateTime', orderType: order === 'ascend' ? 'asc' : 'desc' } : {}),
          pageNo: params.current,
          pageSize: params.pageSize,
        });
        return { data: data.results, total: data.totalRecord, success: true };
      }}
      search={{ labelWidth: 'auto', defaultCollapsed: true }}
      pagination={{ defaultPageSize: pageSize, showSizeChanger: true, showTotal: (total) => `共 ${total} 条` }}
      options={{ reload: true, density: true, setting: true, fullScreen: false }}
      toolBarRender={() => [
        <Button key="add" type="primary" icon={<PlusOutlined />}>
          新增
        </Button>,
      ]}
      rowSelection={{}}
      tableAlertOptionRender={({ onCleanSelected }) => (
        <Space size={8}>
          <Button danger>批量删除</Button>
          <a onClick={onCleanSelected}>取消选择</a>
        </Space>
      )}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" /> }}
      scroll={{ x: 'max-content' }}
    />
  );
}
