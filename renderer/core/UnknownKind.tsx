import { Alert } from 'antd';

export interface UnknownKindProps {
  /** What is unknown: 视图类型, 值类型, 操作类型, 接口 … */
  what: string;
  name: string;
  /** JSON pointer of the offending value inside its document. */
  pointer: string;
}

/** The visible error of a name the renderer does not know: 未知的视图类型 "grid"（/views/list/kind）. */
export function unknownKindText({ what, name, pointer }: UnknownKindProps): string {
  return `未知的${what} "${name}"（${pointer}）`;
}

export function UnknownKind(props: UnknownKindProps) {
  return <Alert type="error" showIcon message={unknownKindText(props)} />;
}
