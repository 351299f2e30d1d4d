/** Where 企业认证 leads (spec §2 "User information dialog"): registration flag 0 → the application form, else its details. */
export const enterpriseAuthPath = (registStatus: number | undefined): string =>
  registStatus === 0 ? '/enterprise?flag=1' : '/enterDetail';

/** Opens the enterprise authentication page in a new browser tab. */
export function openEnterpriseAuth(
  registStatus: number | undefined,
  open: (url: string) => void = (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
) {
  open(enterpriseAuthPath(registStatus));
}
