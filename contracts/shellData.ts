/**
 * Answers and requests of the shell's own calls (docs/wire-protocol.md, "Shell data" and "User dialogs"). A field
 * marked optional is one the console does without (a platform may leave it out); the mock always sends it.
 */

/** What `portal/applyStatus` answers. */
export interface ApplyStatus {
  /** 0 no application, 1 approved, 2 under review, 3 rejected (`auditRemark` says why). */
  status: number;
  dealerName?: string;
  registerAddr?: string;
  manager?: string;
  phone?: string;
  auditRemark?: string;
}

/** `backlog/deal`: 1 handled, 2 ignored, with an optional remark. */
export interface DealRequest {
  backlogId: string;
  dealStatus: number;
  dealRemark?: string;
}

/** A device alarm record of the home page. */
export interface DeviceRecord {
  recordId: string;
  parkName: string;
  berthNo: string;
  deviceName: string;
  plateNo: string;
  title: string;
  alarmTime: string;
  status: number;
}

/** A fault report (`platformErrorReports/list`). */
export interface ErrorReport {
  id: string;
  errorTitle: string;
  errorContent: string;
  /** Image addresses (a list; a platform may send one comma-separated text, or null). */
  picUrls: string[] | string | null;
  createTime: string;
  /** 0 pending, 1 handled. */
  status: 0 | 1;
}

/** An export task: `fileUrl` only when 已完成, `errorMsg` only when 失败. */
export interface ExportTask {
  taskId: string;
  /** Chinese name with a time stamp, e.g. 公告列表_20261122153000.csv. */
  fileName: string;
  fileType: string;
  /** 0 排队中, 1 生成中, 2 已完成, 3 失败. */
  status: number;
  /** 0–100. */
  progress: number;
  rowCount: number;
  createTime: string;
  finishTime: string | null;
  fileUrl?: string;
  errorMsg?: string;
}

/** The user information dialog's data (spec §3 "Profile"). */
export interface Profile {
  name: string;
  account: string;
  userType?: number;
  isVerify?: number;
  /** The sub-account's own phone ('' until bound). */
  userPhone?: string;
  /** The main account's manager and manager phone. */
  manager?: string;
  phone?: string;
  dealerName?: string;
  /** Enterprise certification: 0 not certified, 1 certified, 2 under review. */
  registStatus?: number;
  registerAddr?: string;
}
