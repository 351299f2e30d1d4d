import { post } from '../../api/http';
import type { Backlog } from '../../api/shell';
import type { DealRequest } from '../../../contracts/shellData';

/** The button code of 处理 (待办中心 › 待办事项); backlogs/deal, behind 处理 and 关闭 alike, is refused without it. */
export const DEAL_BACKLOG_CODE = 'BKLG19010011';

/** Longest 处理说明 (docs/wire-protocol.md, backlogs/deal). */
export const DEAL_REMARK_MAX = 200;

/** A list row; items dealt through backlogs/deal also carry the deal time and remark. */
export type DealtBacklog = Backlog & { dealTime?: string; dealRemark?: string };

export type { DealRequest };

/** POST /backlog/v2/api/backlogs/deal; business errors are toasted by the HTTP client and rethrown. */
export const dealBacklog = (body: DealRequest) => post<null>('/backlog/v2/api/backlogs/deal', body);
