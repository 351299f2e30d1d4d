/** Texts of the verification-code button and its notice (spec §4 "Verification-code button"). */
export const SEND_CODE = '发送验证码';
export const RESEND_CODE = '重新发送';
export const resendIn = (seconds: number) => `${seconds}s后重新发送`;
export const PHONE_PREFIX = '+86';
export const codeSentTo = (phone: string) => `验证码已发送至 ${PHONE_PREFIX} ${phone}`;

/** The button label: 发送验证码 at first, `{n}s后重新发送` while counting, 重新发送 once the countdown is over. */
export const verifyCodeLabel = (state: { remaining: number; sent: boolean }): string =>
  state.remaining > 0 ? resendIn(state.remaining) : state.sent ? RESEND_CODE : SEND_CODE;
