import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SoundOutlined } from '@ant-design/icons';
import { getBarBulletins, type BulletinBrief } from '../api/bulletins';
import { getPlatformType } from '../auth/session';
import { useStore } from '../stores/createStore';
import { userStore } from '../stores/userStore';
import { useAfterFirstView } from '../app/viewShown';
import { ALL_BULLETINS_TITLE, ANNOUNCEMENT_INTERVAL_MS, ANNOUNCEMENT_REFETCH_MS, bulletinDetailPath, menuHasEntry } from './announcement';

/**
 * The announcement bar (platformType 1): published category-2 dealer bulletins, one at a time,
 * every 5 s, paused while hovered, wrapping around. Fetched once the first page has shown its data (useAfterFirstView), and
 * once more after 5 minutes.
 */
export function AnnouncementBar() {
  const navigate = useNavigate();
  const canOpen = useStore(userStore, (s) => menuHasEntry(s.menus, ALL_BULLETINS_TITLE));
  const [items, setItems] = useState<BulletinBrief[]>([]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const enabled = getPlatformType() === 1;
  const ready = useAfterFirstView();

  useEffect(() => {
    if (!enabled || !ready) return;
    const load = () =>
      getBarBulletins()
        .then((page) => setItems(Array.isArray(page?.results) ? page.results : []))
        .catch(() => undefined); // the spec gives the bar no error handling: it simply stays as it was
    void load();
    const again = setTimeout(load, ANNOUNCEMENT_REFETCH_MS);
    return () => clearTimeout(again);
  }, [enabled, ready]);

  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), ANNOUNCEMENT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, items.length]);

  if (!enabled || items.length === 0) return null;
  const current = items[index % items.length];
  return (
    // A landmark of its own, so the rotating title is not loose text between the header and the page.
    <section aria-label="公告">
      <div
        className="app-announcement"
        role="marquee"
        aria-label="公告栏"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
      >
        <SoundOutlined className="app-announcement-icon" />
        {canOpen ? (
          <button type="button" className="app-announcement-item is-link" onClick={() => navigate(bulletinDetailPath(current.bulletinId))}>
            {current.title}
          </button>
        ) : (
          <span className="app-announcement-item">{current.title}</span>
        )}
        <span className="app-announcement-count">
          {(index % items.length) + 1}/{items.length}
        </span>
      </div>
    </section>
  );
}
