import type { ComponentType } from 'react';
import {
  AccountBookOutlined,
  AlertOutlined,
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  CameraOutlined,
  CarOutlined,
  CloudDownloadOutlined,
  ClusterOutlined,
  ControlOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  IdcardOutlined,
  MoneyCollectOutlined,
  MonitorOutlined,
  NotificationOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  StopOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  TransactionOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** Icons a menu node may name, keyed by their short name (`setting` for SettingOutlined). */
const ICONS: Record<string, ComponentType> = {
  accountbook: AccountBookOutlined,
  alert: AlertOutlined,
  apartment: ApartmentOutlined,
  api: ApiOutlined,
  appstore: AppstoreOutlined,
  audit: AuditOutlined,
  barchart: BarChartOutlined,
  bell: BellOutlined,
  camera: CameraOutlined,
  car: CarOutlined,
  clouddownload: CloudDownloadOutlined,
  cluster: ClusterOutlined,
  control: ControlOutlined,
  creditcard: CreditCardOutlined,
  dashboard: DashboardOutlined,
  database: DatabaseOutlined,
  desktop: DesktopOutlined,
  environment: EnvironmentOutlined,
  filetext: FileTextOutlined,
  gift: GiftOutlined,
  home: HomeOutlined,
  idcard: IdcardOutlined,
  moneycollect: MoneyCollectOutlined,
  monitor: MonitorOutlined,
  notification: NotificationOutlined,
  profile: ProfileOutlined,
  questioncircle: QuestionCircleOutlined,
  safetycertificate: SafetyCertificateOutlined,
  schedule: ScheduleOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  solution: SolutionOutlined,
  stop: StopOutlined,
  team: TeamOutlined,
  thunderbolt: ThunderboltOutlined,
  tool: ToolOutlined,
  transaction: TransactionOutlined,
  user: UserOutlined,
  videocamera: VideoCameraOutlined,
  wallet: WalletOutlined,
};

/** `SettingOutlined`, `setting-outlined`, `setting` and `Setting` all name the same icon. */
export function iconKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[-_\s]/g, '')
    .replace(/outlined$/, '');
}

/** The icon component of a menu icon name; AppstoreOutlined when the name is unknown. */
export function menuIcon(name: string | undefined): ComponentType {
  return (name && ICONS[iconKey(name)]) || AppstoreOutlined;
}
