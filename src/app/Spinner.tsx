/**
 * The loading dots of what is drawn without antd (the route fallback, the route guard, the login page): antd's Spin as
 * it looks, from global.css, so a screen shows the same spinner before and after antd has loaded.
 */
export function Spinner({ size = 'default' }: { size?: 'small' | 'default' | 'large' }) {
  return (
    <div className={size === 'default' ? 'app-spin' : `app-spin app-spin--${size}`} aria-live="polite" aria-busy="true">
      <span className="app-spin-dot" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
