/**
 * A value type whose controls load on first use (image and upload: antd's Image preview and Upload are kept out of
 * the code a list needs to draw). Until they have arrived a small spinner holds the place; then the real Read or
 * Edit is drawn, and every later one at once.
 */
import { Spin } from 'antd';
import { lazyModule, useLazyModule, type LazyModule } from '../core/lazyModule';
import type { EditProps, ReadProps, ValueTypeSpec } from './types';

export type LazyValueTypeSpec = ValueTypeSpec & { controls: LazyModule<ValueTypeSpec> };

const Arriving = () => <Spin size="small" aria-label="加载中" />;

export function lazyValueType(load: () => Promise<ValueTypeSpec>): LazyValueTypeSpec {
  const controls = lazyModule(load);
  function LazyRead(props: ReadProps) {
    const Read = useLazyModule(controls)?.Read;
    return Read ? <Read {...props} /> : <Arriving />;
  }
  function LazyEdit(props: EditProps) {
    const Edit = useLazyModule(controls)?.Edit;
    return Edit ? <Edit {...props} /> : <Arriving />;
  }
  return { Read: LazyRead, Edit: LazyEdit, controls };
}
