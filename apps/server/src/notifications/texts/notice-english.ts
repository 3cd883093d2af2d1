import { isOperationType, OPERATION_LABELS } from "@nova/rules";
import type { NoticeCatalogue } from "./notice-texts.ts";

/** The notices and mails in English: the texts they always had. */
const n = (value: number) => value.toLocaleString("en-US");
const OUTCOMES: Readonly<Record<string, string>> = {
  success: "it succeeded",
  failure: "it failed",
  defended: "your defences stopped it",
};
const plural = (count: number, word: string) => `${n(count)} ${word}${count === 1 ? "" : "s"}`;

export const ENGLISH: NoticeCatalogue = {
  locale: "en-GB",
  notices: {
    attack_incoming: (p) => ({
      title: "Attack incoming",
      body: `${p.attacker} sent a fleet against your planet ${p.planet}. It arrives at turn ${n(p.turn)}.`,
    }),
    battle_result: (p) => {
      const verdict = p.winner === "attacker" ? `${p.attacker} won (${p.outcome})` : `${p.defender} held the planet`;
      return {
        title: `Battle at ${p.planet}`,
        body:
          p.role === "attacker"
            ? `Your fleet fought ${p.defender} at ${p.planet}: ${verdict}.`
            : `${p.attacker} attacked your planet ${p.planet}: ${verdict}.`,
      };
    },
    operation_against_you: (p) => ({
      title: "Operation against your empire",
      body: `${isOperationType(p.operation) ? OPERATION_LABELS[p.operation] : p.operation} was used against your empire: ${OUTCOMES[p.status] ?? p.status}.`,
    }),
    direct_message: (p) => ({ title: `Message from ${p.sender}`, body: p.preview }),
    family_message: (p) => ({ title: `Family message from ${p.sender}`, body: p.preview }),
    round_ending: (p) => ({
      title: `${p.galaxy}: the round ends in ${p.turns} turns`,
      body: `Round ${n(p.round)} ends at turn ${n(p.endTurn)}. Make your last moves count.`,
    }),
  },
  mail: {
    subject: (title) => `Nova Imperia: ${title}`,
    openGame: "Open the game",
    openGameLine: (url) => `Open the game: ${url}`,
    stopLink: "Stop these mails",
    footer: (url) => `\n--\nStop these mails with one click: ${url}\n`,
    digestIntro: (count) => `While you were away, ${plural(count, "thing")} happened in your empires:`,
    digestSubject: (count) => `Nova Imperia: ${plural(count, "update")} while you were away`,
    confirmSubject: "Nova Imperia: confirm your e-mail address",
    confirmLines: [
      "Please confirm that you want Nova Imperia notices at this address.",
      "If you did not ask for this, ignore this mail: nothing will be sent to you.",
    ],
    confirmLine: (url) => `Confirm: ${url}`,
    confirmLink: "Confirm this address",
  },
};
