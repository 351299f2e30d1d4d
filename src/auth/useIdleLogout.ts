import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { showError } from '../api/toast';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { idleMessage, watchIdle } from './idleLogout';
import { logout } from './logout';

/** While the logged-in layout is shown: logs out after 安全设置's idle timeout, saying why (auth/idleLogout.ts). */
export function useIdleLogout(): void {
  const minutes = useStore(userStore, (s) => s.user?.idleTimeoutMinutes);
  const navigate = useNavigate();
  useEffect(() => {
    if (!minutes || minutes <= 0) return undefined;
    return watchIdle(minutes * 60_000, () => {
      showError(idleMessage(minutes));
      void logout({ navigate });
    });
  }, [minutes, navigate]);
}
