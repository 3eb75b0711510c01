/** The message carrying a registration code; a voice call reads the digits one by one. */
export const validationCodeText = (code: string, channel: 'sms' | 'call'): string =>
  channel === 'call'
    ? `Your Seaway code is ${code.split('').join(' ')}. Again: ${code}. It expires in 10 minutes.`
    : `Your Seaway code is ${code}. It expires in 10 minutes. Never share it.`;

/** The 6-digit code of an outbox message (dev pages), or null. */
export const codeInText = (text: string): string | null => /\b(\d{6})\b/.exec(text)?.[1] ?? null;
