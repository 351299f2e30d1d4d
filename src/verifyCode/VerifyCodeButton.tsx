import { useState } from 'react';
import { Button } from 'antd';
import type { Countdown } from './useCountdown';
import { verifyCodeLabel } from './verifyCodeTexts';

/**
 * 发送验证码 / `{n}s后重新发送` / 重新发送. `onSend` resolves true when the code went out, which starts the 60 s
 * countdown; false (or a rejection) re-enables the button at once. Disabled while counting, sending or `!canSend`.
 */
export function VerifyCodeButton({ countdown, canSend, onSend }: { countdown: Countdown; canSend: boolean; onSend(): Promise<boolean> }) {
  const [sending, setSending] = useState(false);
  const click = async () => {
    setSending(true);
    let sent = false;
    try {
      sent = await onSend();
    } catch {
      sent = false;
    }
    setSending(false);
    if (sent) countdown.start();
  };
  return (
    <Button disabled={!canSend || countdown.counting || sending} onClick={click} style={{ minWidth: 120 }}>
      {verifyCodeLabel(countdown)}
    </Button>
  );
}
