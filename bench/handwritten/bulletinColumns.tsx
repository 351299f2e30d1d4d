import { DownOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Dropdown, Space, Typography } from 'antd';

export interface Bulletin {
  bulletinId: number;
  title?: string;
  category?: number | string;
  bulletinStatus?: number;
  forceRead?: number;
  createUser?: string;
  updateTime?: string;
}

export type ValueEnum = Record<string, { text: string; status?: string }>;

const STATUS: ValueEnum = {
  0: { text: '草稿', status: 'Default' },
  1: { text: '待审核', status: 'Processing' },
  2: { text: '已驳回', status: 'Error' },
  3: { text: '已发布', status: 'Success' },
  4: { text: '已下线', status: 'Warning' },
};
const YES_NO: ValueEnum = { 1: { text: '是' }, 0: { text: '否' } };

interface RowAction {
  label: string;
  danger?: boolean;
  visible(row: Bulletin, platformType: number | null): boolean;
}

const statusIn = (row: Bulletin, ...values: number[]) => values.includes(Number(row.bulletinStatus));

/** The row actions of the bulletin list, in order, with the same visibility rules (links without behaviour). */
const ROW_ACTIONS: RowAction[] = [
  { label: '查看', visible: () => true },
  { label: '编辑', visible: (r) => statusIn(r, 0, 2, 4) },
  { label: '提交审核', visible: (r) => statusIn(r, 0, 2) },
  { label: '审核', visible: (r) => statusIn(r, 1) },
  { label: '下线', visible: (r) => statusIn(r, 3) },
  { label: '审核记录', visible: (r) => Number(r.bulletinStatus) !== 0 },
  { label: '删除', danger: true, visible: (r, p) => p !== 2 && !statusIn(r, 1, 3) },
  { label: '删除', danger: true, visible: (r, p) => p === 2 && !statusIn(r, 1, 3) },
];
const MAX_INLINE = 3;

function RowLinks({ row, platformType }: { row: Bulletin; platformType: number | null }) {
  const visible = ROW_ACTIONS.filter((a) => a.visible(row, platformType));
  const more = visible.slice(MAX_INLINE);
  return (
    <Space size={8} wrap={false}>
      {visible.slice(0, MAX_INLINE).map((a) => (
        <Typography.Link key={a.label} type={a.danger ? 'danger' : undefined}>
          {a.label}
        </Typography.Link>
      ))}
      {more.length > 0 && (
        <Dropdown menu={{ items: more.map((a) => ({ key: a.label, label: a.label, danger: a.danger })) }}>
          <Typography.Link>
            更多 <DownOutlined />
          </Typography.Link>
        </Dropdown>
      )}
    </Space>
  );
}

/** Columns and search fields of 全部公告, as schemas/sysBulletin.json `views.list` describes them. */
export function bulletinColumns(categories: ValueEnum, categoriesLoading: boolean, platformType: number | null): ProColumns<Bulletin>[] {
  return [
    {
      title: '公告标题',
      dataIndex: 'title',
      ellipsis: true,
      fieldProps: { maxLength: 50 },
      render: (_, row) => <Typography.Link>{row.title}</Typography.Link>,
    },
    {
      title: '公告类型',
      dataIndex: 'category',
      width: 120,
      valueType: 'select',
      valueEnum: categories,
      fieldProps: { loading: categoriesLoading },
    },
    { title: '公告状态', dataIndex: 'bulletinStatus', width: 110, valueType: 'select', valueEnum: STATUS },
    {
      title: '强制阅读',
      dataIndex: 'forceRead',
      width: 90,
      tooltip: '开启后用户登录时必须阅读该公告',
      valueEnum: YES_NO,
      hideInSearch: true,
    },
    { title: '创建人', dataIndex: 'createUser', width: 110, hideInSearch: true },
    {
      title: '更新时间',
      dataIndex: 'updateTime',
      width: 170,
      valueType: 'dateTime',
      sorter: true,
      defaultSortOrder: 'descend',
      hideInSearch: true,
    },
    {
      title: '更新时间',
      dataIndex: 'updateTimeRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: (range: [string, string]) => ({ startTime: range[0], endTime: range[1] }) },
    },
    {
      title: '操作',
      key: 'option',
      valueType: 'option',
      fixed: 'right',
      render: (_, row) => <RowLinks row={row} platformType={platformType} />,
    },
  ];
}
