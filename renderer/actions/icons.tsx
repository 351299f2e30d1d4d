import {
  CheckOutlined,
  CloseOutlined,
  CloudDownloadOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  ExportOutlined,
  FileSearchOutlined,
  ImportOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SendOutlined,
  SettingOutlined,
  StopOutlined,
  SyncOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/**
 * The icons a button may name. A fixed list rather than the whole icon package, which would put every
 * icon into the bundle; add names here when a document needs one.
 */
const icons: Record<string, ReactNode> = {
  CheckOutlined: <CheckOutlined />,
  CloseOutlined: <CloseOutlined />,
  CloudDownloadOutlined: <CloudDownloadOutlined />,
  CopyOutlined: <CopyOutlined />,
  DeleteOutlined: <DeleteOutlined />,
  DownloadOutlined: <DownloadOutlined />,
  EditOutlined: <EditOutlined />,
  EyeOutlined: <EyeOutlined />,
  ExportOutlined: <ExportOutlined />,
  FileSearchOutlined: <FileSearchOutlined />,
  ImportOutlined: <ImportOutlined />,
  PlusOutlined: <PlusOutlined />,
  ReloadOutlined: <ReloadOutlined />,
  SearchOutlined: <SearchOutlined />,
  SendOutlined: <SendOutlined />,
  SettingOutlined: <SettingOutlined />,
  StopOutlined: <StopOutlined />,
  SyncOutlined: <SyncOutlined />,
  UploadOutlined: <UploadOutlined />,
};

/** The icon of that name, or undefined (an unlisted name shows the button without icon). */
export function iconOf(name: string | undefined): ReactNode {
  return name ? icons[name] : undefined;
}
