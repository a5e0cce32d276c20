/** The desk's form answers as the page shows them: the message, what was typed, and the fields' messages. */
export interface DeskFormReply {
  intent: 'link' | 'reorder';
  sent: boolean;
  message: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** The form intents of /account (the sign-in link, sign out, sign out everywhere). */
export const DESK_INTENTS = ['link', 'logout', 'logout-everywhere'] as const;
export type DeskIntent = (typeof DESK_INTENTS)[number];

/** /account?signin=expired: the mailed link was used already or is older than its 20 minutes. */
export const SIGNIN_EXPIRED = 'expired';
/** /account?signed-out=1 after "Sign out". */
export const SIGNED_OUT_PARAM = 'signed-out';
