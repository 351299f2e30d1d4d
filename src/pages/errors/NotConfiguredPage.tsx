import { Result, Typography } from 'antd';

/** Shown for a menu entry whose component resolves to no page and no schema view. */
export default function NotConfiguredPage({ componentName }: { componentName?: string }) {
  return (
    <Result
      status="warning"
      title="页面未配置"
      subTitle={
        <>
          菜单组件 <Typography.Text code>{componentName || '（空）'}</Typography.Text> 没有对应的页面，请联系管理员检查菜单配置。
        </>
      }
    />
  );
}
