import { useState } from 'react';
import { captchaConfig } from '../../app/auth';

/** A key to draw a captcha under: random, so two people's images never share one. */
const newKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * The login's image captcha (decision 065), shown only when 系统配置 asks for one: the login asks the server
 * (getConfig) when the account is left and again at submit, as the original client does on account change.
 * An image is good for one try: `redraw` after a refused login.
 */
export function useLoginCaptcha() {
  // null: no captcha asked for; else the number of characters it shows
  const [length, setLength] = useState<number | null>(null);
  const [key, setKey] = useState(newKey);

  /** Asks whether a captcha is needed; answers it (what was known before when the server cannot say). */
  const check = async (account: string): Promise<boolean> => {
    if (!account.trim()) return length !== null;
    try {
      const config = await captchaConfig(account);
      const asked = config.enableVerificationCode === 1;
      setLength(asked ? config.verificationCodeNumber : null);
      return asked;
    } catch {
      return length !== null;
    }
  };

  return {
    asked: length !== null,
    key,
    image: length === null ? null : `/api/oauth/ImageCode/${length}/${key}`,
    check,
    redraw: () => setKey(newKey()),
  };
}
