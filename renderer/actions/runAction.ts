import type { Action } from '../../schemas/meta/generated/area';
import { runExport } from './runExport';
import { runLink } from './runLink';
import { runOpen } from './runOpen';
import { runRequest } from './runRequest';
import type { ActionContext, ActionTarget } from './types';

/** One runner per action kind. `import` runs from its upload button (ImportButton), not from here. */
export async function runAction(ctx: ActionContext, action: Action, target: ActionTarget, name = ''): Promise<void> {
  switch (action.kind) {
    case 'open':
      return runOpen(ctx, action, target);
    case 'request':
      return runRequest(ctx, action, target, name);
    case 'export':
      return runExport(ctx, action, target);
    case 'link':
      return runLink(ctx, action, target);
    case 'import':
      throw new Error('导入操作请使用其上传按钮');
    default:
      throw new Error(`未知的操作类型 "${String((action as { kind?: unknown }).kind)}"`);
  }
}
