import { Button, Result } from 'antd';
import { ExportOutlined } from '@ant-design/icons';

/** A menu entry backed by a third-party portal: it opens in a new window, never inside the console. */
export function ThirdPartyPage({ title, url }: { title: string; url: string }) {
  const safe = /^https?:\/\//i.test(url);
  return (
    <Result
      status="info"
      title={title}
      subTitle={safe ? '该页面由第三方平台提供，将在新窗口中打开。' : '该页面的地址无效，请联系管理员检查菜单配置。'}
      extra={
        safe && (
          <Button type="primary" icon={<ExportOutlined />} onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
            在新窗口打开
          </Button>
        )
      }
    />
  );
}
