/** The paging after a table change: a new page size starts again at page 1. */
export function nextPaging<P extends { pageNo: number; pageSize: number }>(prev: P, change: { current?: number; pageSize?: number }): P {
  const pageSize = change.pageSize ?? prev.pageSize;
  return { ...prev, pageSize, pageNo: pageSize !== prev.pageSize ? 1 : (change.current ?? 1) };
}

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** The standard server pagination of a list page: size changer and 共 N 条 (the locale gives 条/页). */
export function serverPagination(paging: { pageNo: number; pageSize: number }, total: number) {
  return {
    current: paging.pageNo,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: (n: number) => `共 ${n} 条`,
  };
}
