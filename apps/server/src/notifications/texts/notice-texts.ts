/**
 * What a notice says, as a code and parameters (issue 15): stored in the outbox with the notice and rendered in
 * the recipient account's language when it is sent (push or mail), by the catalogues beside this file.
 */
export type NoticeText =
  | { readonly code: "attack_incoming"; readonly params: { attacker: string; planet: string; turn: number } }
  | {
      readonly code: "battle_result";
      readonly params: {
        /** Whose notice: the attacker's ("Your fleet fought ...") or the defender's ("... attacked your planet"). */
        role: "attacker" | "defender";
        attacker: string;
        defender: string;
        planet: string;
        winner: "attacker" | "defender";
        outcome: string;
      };
    }
  | { readonly code: "operation_against_you"; readonly params: { operation: string; status: string } }
  | { readonly code: "direct_message"; readonly params: { sender: string; preview: string } }
  | { readonly code: "family_message"; readonly params: { sender: string; preview: string } }
  | {
      readonly code: "round_ending";
      readonly params: { galaxy: string; turns: number; round: number; endTurn: number };
    };

export type NoticeCode = NoticeText["code"];
export const NOTICE_CODES: readonly NoticeCode[] = [
  "attack_incoming",
  "battle_result",
  "operation_against_you",
  "direct_message",
  "family_message",
  "round_ending",
];

/** A notice's words in one language. */
export interface NoticeWords {
  readonly title: string;
  readonly body: string;
}

/** One language's texts: every notice, and the words around them in mails. */
export interface NoticeCatalogue {
  /** The `Intl` locale numbers and times are written in. */
  readonly locale: string;
  readonly notices: { readonly [C in NoticeCode]: (p: Extract<NoticeText, { code: C }>["params"]) => NoticeWords };
  readonly mail: {
    readonly subject: (title: string) => string;
    readonly openGame: string;
    readonly openGameLine: (url: string) => string;
    readonly stopLink: string;
    readonly footer: (url: string) => string;
    readonly digestIntro: (count: number) => string;
    readonly digestSubject: (count: number) => string;
    readonly confirmSubject: string;
    readonly confirmLines: readonly string[];
    readonly confirmLine: (url: string) => string;
    readonly confirmLink: string;
  };
}
