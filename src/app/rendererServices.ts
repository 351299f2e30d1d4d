import type { RendererServices } from '../../renderer/core/services';
import { fetchExportThreshold } from '../api/exportTasks';
import { request } from '../api/http';
import { showError, showInfo, showSuccess, showWarning } from '../api/toast';
import { getPlatformType, getStoredUserInfo } from '../auth/session';
import { flattenRoutes, menuToRoutes } from '../router/menuRoutes';
import { hasPermission, userStore } from '../stores/userStore';
import { validators } from '../validators';
import { uploadToImageServer } from '../upload/imageServerUpload';
import { registeredComponents } from './registeredComponents';
import { noteChunkFailure } from '../telemetry/notes';
import { subscribeLive } from '../realtime/liveTopics';
import { reportViewShown } from './viewShown';

/**
 * The shell's side of the renderer's single registration point: the HTTP client, the validator
 * library, the permission check, navigation, toasts, the logged-in context, uploads, the registered components, the
 * views shown and the code the renderer could not load (an area document after a redeploy; noted for field telemetry).
 */
export function createRendererServices(navigate: (to: string, options?: { replace?: boolean }) => void): RendererServices {
  return {
    // The client unwraps the envelope and shows errors; the renderer's result paths address `data.…`.
    request: (call) =>
      request({ method: call.method, url: call.url, params: call.params, data: call.data, silent: call.silent }).then((data) => ({ data })),
    validators,
    hasPermission: (code) => Boolean(code) && hasPermission(code),
    viewPath: (area, view) =>
      flattenRoutes(menuToRoutes(userStore.get().menus)).find((route) => route.component === `${area}/${view}`)?.path,
    navigate(to, options) {
      if (options?.newTab) window.open(to, '_blank', 'noopener,noreferrer');
      else navigate(to, { replace: options?.replace });
    },
    message: { success: showSuccess, error: showError, warning: showWarning, info: showInfo },
    exportThreshold: fetchExportThreshold,
    live: subscribeLive,
    context() {
      const user = userStore.get().user;
      const stored = getStoredUserInfo();
      return {
        userId: user?.userId ?? stored?.userId,
        account: user?.account ?? stored?.account,
        userType: user?.userType ?? stored?.userType,
        platformType: user?.platformType ?? getPlatformType() ?? undefined,
        dealerId: user?.dealerId,
        parkId: user?.parkId,
      };
    },
    upload: (file, _purpose, options) => uploadToImageServer(file, options),
    components: registeredComponents,
    viewShown: reportViewShown,
    chunkFailed: (error) => noteChunkFailure(error, 'area'),
  };
}
