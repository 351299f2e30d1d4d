/**
 * The document and the rows of the big-list benchmark page: one list view of COLUMN_COUNT columns over ROW_COUNT
 * parking orders, 1000 rows a page, with the cells a business list has (plates with their colour chip, badges and tags
 * from dictionaries, money in fen, times, durations, a copy button, a link cell, an ellipsis), a selection column
 * (a batch action) and a 操作 column fixed on the right with an action shown on some rows only. Some columns declare
 * their width, the others are sized by their value type.
 */
import type { AreaDocument, Column, DictionaryItem } from '../../schemas/meta/generated/area';

export const ROW_COUNT = 1000;
export const COLUMN_COUNT = 30;
export const LIST_PATH = '/bench/big-list';

const PARKS = [
  '西湖文化广场停车场',
  '武林广场地下停车库',
  '湖滨银泰in77停车场',
  '钱江新城市民中心停车场',
  '萧山国际机场P2停车场',
  '杭州东站西广场停车场',
];
const COLORS = ['蓝色', '黄色', '绿色', '白色', '黑色', '黄绿色'];
const PROVINCES = '浙沪苏皖赣闽粤京川鲁';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

const items = (labels: string[], extra: (i: number) => Partial<DictionaryItem> = () => ({})): DictionaryItem[] =>
  labels.map((label, i) => ({ value: i + 1, label, ...extra(i) }));
const STATUS = ['processing', 'warning', 'success', 'error', 'default'] as const;
const TAG_COLORS = ['blue', 'gold', 'green', 'red', 'purple'];

const dictionaries = {
  park: { title: '车场', options: items(PARKS) },
  plateColor: { title: '车牌颜色', options: items(COLORS) },
  orderStatus: { title: '订单状态', options: items(['在场', '待缴费', '已完成', '欠费', '已取消'], (i) => ({ status: STATUS[i] })) },
  payType: { title: '支付方式', options: items(['微信', '支付宝', '现金', 'ETC', '银联']) },
  carType: { title: '车辆类型', options: items(['小型车', '大型车', '新能源车', '摩托车'], (i) => ({ color: TAG_COLORS[i] })) },
  invoiceStatus: { title: '开票状态', options: items(['未开票', '开票中', '已开票'], (i) => ({ status: STATUS[i] })) },
  yesNo: {
    title: '是否',
    options: [
      { value: 1, label: '是' },
      { value: 0, label: '否' },
    ],
  },
};

const column = (dataIndex: string, title: string, valueType: Column['valueType'], more: Partial<Column> = {}): Column =>
  ({ dataIndex, title, valueType, ...more }) as Column;

export const COLUMNS: Column[] = [
  column('orderNo', '订单编号', 'text', { width: 200, copyable: true, onClick: 'view', fixed: 'left' }),
  column('plateNo', '车牌号', 'plate', { width: 150, copyable: true, fieldProps: { colorField: 'plateColor' } }),
  column('plateColor', '车牌颜色', 'tag', { dictionary: 'plateColor', width: 90 }),
  column('parkId', '车场', 'select', { dictionary: 'park', width: 160, ellipsis: true }),
  column('berthNo', '泊位编号', 'text'),
  column('orderStatus', '订单状态', 'status', { dictionary: 'orderStatus' }),
  column('inTime', '入场时间', 'dateTime', { sorter: true }),
  column('outTime', '出场时间', 'dateTime'),
  column('parkDuration', '停车时长', 'duration', { unit: 'second' }),
  column('receivableMoney', '应收金额', 'money', { unit: 'fen', align: 'right' }),
  column('discountMoney', '优惠金额', 'money', { unit: 'fen', align: 'right' }),
  column('paidMoney', '实收金额', 'money', { unit: 'fen', align: 'right' }),
  column('arrearsMoney', '欠费金额', 'money', { unit: 'fen', align: 'right' }),
  column('payType', '支付方式', 'select', { dictionary: 'payType' }),
  column('payTime', '支付时间', 'dateTime'),
  column('carType', '车辆类型', 'tag', { dictionary: 'carType' }),
  column('phone', '车主手机号', 'phone'),
  column('ownerName', '车主姓名', 'text', { width: 100 }),
  column('gateIn', '入场通道', 'text'),
  column('gateOut', '出场通道', 'text'),
  column('collector', '收费员', 'text', { width: 100 }),
  column('invoiceStatus', '开票状态', 'status', { dictionary: 'invoiceStatus' }),
  column('isMember', '包期车辆', 'select', { dictionary: 'yesNo', width: 90 }),
  column('couponCount', '用券张数', 'integer'),
  column('discountRate', '折扣率', 'percent'),
  column('freeMinutes', '免费时长', 'duration', { unit: 'minute' }),
  column('tradeNo', '支付流水号', 'text', { ellipsis: true, width: 180 }),
  column('remark', '备注', 'text', { ellipsis: true }),
  column('createTime', '创建时间', 'dateTime'),
  column('updateTime', '更新时间', 'dateTime'),
];

/** A deterministic pseudo-random sequence (the same rows on every load). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** ROW_COUNT orders, newest first. */
export function bigListRows(): Record<string, unknown>[] {
  const next = random(20260101);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const base = Date.UTC(2026, 0, 31, 12);
  return Array.from({ length: ROW_COUNT }, (_, i) => {
    const inMs = base - i * 1_800_000 - Math.floor(next() * 1_800_000);
    const seconds = 600 + Math.floor(next() * 20_000);
    const status = 1 + Math.floor(next() * 5);
    const receivable = Math.floor(seconds / 1800) * 300;
    const discount = next() < 0.3 ? Math.min(receivable, 500) : 0;
    const paid = status === 3 ? receivable - discount : 0;
    return {
      id: ROW_COUNT - i,
      orderNo: `PO${String(7_000_000_000_000_000 + i * 7919).padStart(18, '0')}`,
      plateNo: `${pick(PROVINCES.split(''))}${pick(LETTERS.split(''))}${Math.floor(10000 + next() * 89999)}`,
      plateColor: 1 + Math.floor(next() * COLORS.length),
      parkId: 1 + Math.floor(next() * PARKS.length),
      berthNo: `${pick(['A', 'B', 'C'])}${Math.floor(1 + next() * 300)}`,
      orderStatus: status,
      inTime: stamp(inMs),
      outTime: status === 1 ? null : stamp(inMs + seconds * 1000),
      parkDuration: seconds,
      receivableMoney: receivable,
      discountMoney: discount,
      paidMoney: paid,
      arrearsMoney: status === 4 ? receivable - discount : 0,
      payType: paid > 0 ? 1 + Math.floor(next() * 5) : null,
      payTime: paid > 0 ? stamp(inMs + seconds * 1000 + 30_000) : null,
      carType: 1 + Math.floor(next() * 4),
      phone: `1${pick(['38', '39', '58', '86'])}${Math.floor(10_000_000 + next() * 89_999_999)}`,
      ownerName: pick(['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊']),
      gateIn: `${pick(['东', '西', '南', '北'])}入口${Math.floor(1 + next() * 3)}`,
      gateOut: status === 1 ? null : `${pick(['东', '西', '南', '北'])}出口${Math.floor(1 + next() * 3)}`,
      collector: pick(['赵敏', '孙立', '周强', '吴倩']),
      invoiceStatus: 1 + Math.floor(next() * 3),
      isMember: next() < 0.2 ? 1 : 0,
      couponCount: Math.floor(next() * 3),
      discountRate: Math.round(next() * 30),
      freeMinutes: pick([0, 15, 30]),
      tradeNo: `42000${Math.floor(next() * 1e15)}`,
      remark: next() < 0.3 ? '出场时车牌识别有误，已人工核对并修正车牌号' : null,
      createTime: stamp(inMs),
      updateTime: stamp(inMs + seconds * 1000 + 60_000),
    };
  });
}

export function bigListDocument(): AreaDocument {
  return {
    area: 'benchBigList',
    title: '大数据量列表',
    endpoints: {
      list: { method: 'GET', path: LIST_PATH, result: { list: 'data.results', total: 'data.totalRecord' } },
      remove: { method: 'POST', path: `${LIST_PATH}/remove`, body: { ids: { rows: 'id' } } },
    },
    dictionaries,
    views: {
      list: {
        kind: 'list',
        title: '停车订单（1000 条/页）',
        endpoint: 'list',
        columns: COLUMNS,
        search: false,
        pagination: { pageSize: ROW_COUNT, pageSizeOptions: [10, 20, 50, 100, 500, 1000] },
        rowActions: ['view', 'edit', 'remove', 'copy'],
        batchActions: ['remove'],
        maxRowActions: 3,
      },
      detail: {
        kind: 'detail',
        title: '订单详情',
        endpoint: 'list',
        sections: [{ title: '订单', items: [{ dataIndex: 'orderNo', title: '订单编号' }] }],
      },
    },
    actions: {
      view: { kind: 'open', label: '查看', view: 'detail', mode: 'drawer', params: { id: { field: 'id' } } },
      edit: {
        kind: 'open',
        label: '修改车牌',
        view: 'detail',
        mode: 'modal',
        visibleWhen: { field: 'orderStatus', in: [1, 2] },
        params: { id: { field: 'id' } },
      },
      remove: { kind: 'request', label: '删除', endpoint: 'remove', danger: true, visibleWhen: { field: 'orderStatus', ne: 1 } },
      copy: { kind: 'open', label: '复制', view: 'detail', mode: 'drawer', params: { id: { field: 'id' } } },
    },
  } as AreaDocument;
}
