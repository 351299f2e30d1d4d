import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { RichTextHtml } from '../../renderer';
import { getForceReadBulletins, readBulletins, type BulletinBrief } from '../api/bulletins';
import { getToken } from '../auth/session';

/** The session whose forced reading was already fetched: once per login, not on every layout mount. */
let fetchedForToken: string | null = null;

/**
 * Bulletins the user must read: shown one after another at login, each closed only by 我已阅读,
 * which marks it read (readBulletins). Bulletin calls have no error handling (spec): a failed
 * fetch shows nothing, a failed read mark moves on.
 */
export function ForceReadDialog() {
  const [queue, setQueue] = useState<BulletinBrief[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const token = getToken();
    if (!token || fetchedForToken === token) return;
    fetchedForToken = token;
    getForceReadBulletins()
      .then((list) => setQueue(Array.isArray(list) ? list : []))
      .catch(() => undefined);
  }, []);

  const current = queue[0];
  if (!current) return null;
  const markRead = async () => {
    setBusy(true);
    await readBulletins([current.bulletinId]).catch(() => undefined);
    setBusy(false);
    setQueue((q) => q.slice(1));
  };
  return (
    <Modal
      open
      title={current.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={720}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography.Text type="secondary">请阅读以下公告{queue.length > 1 ? `（还有 ${queue.length - 1} 条）` : ''}</Typography.Text>
          <Button type="primary" loading={busy} onClick={markRead}>
            我已阅读
          </Button>
        </div>
      }
    >
      <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
        <RichTextHtml html={current.content ?? ''} />
      </div>
    </Modal>
  );
}
