import { useCallback, useRef, useState } from 'react';
import { getPicVerifyCode } from '../../auth/authApi';

export interface PicVerifyCode {
  /** The picture-code row is shown. */
  needed: boolean;
  image: string | null;
  verifyCodeId: string | null;
  loading: boolean;
  failed: boolean;
  /** Shows the row (if hidden) and fetches a new picture. */
  refresh: () => void;
}

/** The picture verification code of the login form. */
export function usePicVerifyCode(): PicVerifyCode {
  const [state, setState] = useState({
    needed: false,
    image: null as string | null,
    verifyCodeId: null as string | null,
    loading: false,
    failed: false,
  });
  const seq = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, needed: true, loading: true, failed: false }));
    getPicVerifyCode({ silent: true }).then(
      ({ verifyCodeId, image }) => {
        if (mine === seq.current) setState({ needed: true, image, verifyCodeId, loading: false, failed: false });
      },
      () => {
        if (mine === seq.current) setState((s) => ({ ...s, image: null, verifyCodeId: null, loading: false, failed: true }));
      },
    );
  }, []);

  return { ...state, refresh };
}
