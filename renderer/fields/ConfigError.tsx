import { Typography } from 'antd';

/** A visible configuration error in place of a value or an input (never a crash). */
export function ConfigError({ message, pointer }: { message: string; pointer?: string }) {
  return (
    <Typography.Text type="danger" role="alert">
      {message}
      {pointer ? `（${pointer}）` : ''}
    </Typography.Text>
  );
}

export const unknownValueTypeMessage = (valueType: unknown) => `未知的字段类型 "${String(valueType)}"`;
