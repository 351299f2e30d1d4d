import { useLocation, useNavigate } from 'react-router-dom';
import { showInfo } from '../api/toast';
import { useStore } from '../stores/createStore';
import { AlarmPopup } from './AlarmPopup';
import { alarmStore, closeAlarm } from './alarmStore';
import { alarmTypeOf, shortcutHref } from './alarmTypes';
import './alarmPopups.css';

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The real-time alarm popups, bottom right, one per alarm type. 更多 opens the type's filtered list in the
 * console (a tab of its own) and closes the popup; on that page already, it says so instead (spec §8).
 */
export function AlarmPopups() {
  const popups = useStore(alarmStore, (s) => s.popups);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (popups.length === 0) return null;
  return (
    <section className="alarm-popups" aria-label="实时告警" aria-live="polite">
      {popups.map(({ id, message }) => {
        const type = alarmTypeOf(message.msgType);
        if (!type) return null;
        const more = () => {
          const shortcut = type.shortcut(message);
          closeAlarm(type.msgType);
          if (samePath(pathname, shortcut.path)) showInfo(type.alreadyThere);
          else navigate(shortcutHref(shortcut));
        };
        return <AlarmPopup key={id} type={type} message={message} onClose={() => closeAlarm(type.msgType)} onMore={more} />;
      })}
    </section>
  );
}
