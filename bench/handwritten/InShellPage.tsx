/**
 * The hand-written comparison list mounted inside the console (benchmark builds only, see
 * src/pages/registry.ts): navigating to it and to the schema view measures the renderer alone.
 */
import { BulletinListPage } from './BulletinListPage';

export default function InShellBulletinPage() {
  return <BulletinListPage pageSize={10} />;
}
