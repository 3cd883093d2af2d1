import type { OperationType } from "@nova/rules";
import type { NoticeCatalogue } from "./notice-texts.ts";

/** The notices and mails in German (the web's game vocabulary: apps/web/src/i18n/README.md; "du"). */
const n = (value: number) => value.toLocaleString("de-DE");

/** As the web's `operations` catalogue names them (a unit test compares the two). */
export const OPERATION_NAMES_DE: Readonly<Record<OperationType, string>> = {
  spy_on_target: "Ziel ausspionieren",
  check_allies: "Verbündete prüfen",
  planetary_infrastructure: "Planetare Infrastruktur",
  investigate_portal: "Portal untersuchen",
  infiltrate: "Infiltrieren",
  plant_false_info: "Falschinformation platzieren",
  place_nukes: "Atomsprengsätze platzieren",
  destroy_units: "Einheiten vernichten",
  destroy_cash: "Credits vernichten",
  terminate_scientist: "Wissenschaftler eliminieren",
  sabotage_portal: "Portal sabotieren",
  vision: "Vision",
  find_targets_planet: "Zielplaneten finden",
  sense_defense_system: "Verteidigung erspüren",
  no_fear: "Furchtlos",
  space_amazement: "Weltraumstaunen",
  generate_false_info: "Falschinformationen erzeugen",
  hypnotize: "Hypnotisieren",
  reduced_food_production: "Verringerte Nahrungsproduktion",
  electric_storms: "Elektrische Stürme",
  octarine_hurricane: "Oktarin-Orkan",
  destroy_iron: "Eisen vernichten",
  kill_scientist: "Wissenschaftler töten",
  create_portal_force_field: "Portal-Kraftfeld erschaffen",
};
const OUTCOMES: Readonly<Record<string, string>> = {
  success: "sie war erfolgreich",
  failure: "sie ist gescheitert",
  defended: "deine Abwehr hat sie gestoppt",
};
const PLANET_OUTCOMES: Readonly<Record<string, string>> = {
  captured: "erobert",
  razed: "geschleift",
  destroyed: "zerstört",
};

export const GERMAN: NoticeCatalogue = {
  locale: "de-DE",
  notices: {
    attack_incoming: (p) => ({
      title: "Angriff im Anflug",
      body: `${p.attacker} hat eine Flotte gegen deinen Planeten ${p.planet} geschickt. Sie kommt in Zug ${n(p.turn)} an.`,
    }),
    battle_result: (p) => {
      const verdict =
        p.winner === "attacker"
          ? `${p.attacker} hat gesiegt (${PLANET_OUTCOMES[p.outcome] ?? p.outcome})`
          : `${p.defender} hat den Planeten gehalten`;
      return {
        title: `Kampf bei ${p.planet}`,
        body:
          p.role === "attacker"
            ? `Deine Flotte hat bei ${p.planet} gegen ${p.defender} gekämpft: ${verdict}.`
            : `${p.attacker} hat deinen Planeten ${p.planet} angegriffen: ${verdict}.`,
      };
    },
    operation_against_you: (p) => ({
      title: "Operation gegen dein Imperium",
      body: `${OPERATION_NAMES_DE[p.operation as OperationType] ?? p.operation} wurde gegen dein Imperium eingesetzt: ${OUTCOMES[p.status] ?? p.status}.`,
    }),
    direct_message: (p) => ({ title: `Nachricht von ${p.sender}`, body: p.preview }),
    family_message: (p) => ({ title: `Familiennachricht von ${p.sender}`, body: p.preview }),
    round_ending: (p) => ({
      title: `${p.galaxy}: Die Runde endet in ${p.turns} Zügen`,
      body: `Runde ${n(p.round)} endet mit Zug ${n(p.endTurn)}. Nutze deine letzten Züge gut.`,
    }),
  },
  mail: {
    subject: (title) => `Nova Imperia: ${title}`,
    openGame: "Zum Spiel",
    openGameLine: (url) => `Zum Spiel: ${url}`,
    stopLink: "Diese Mails abbestellen",
    footer: (url) => `\n--\nDiese Mails mit einem Klick abbestellen: ${url}\n`,
    digestIntro: (count) =>
      `Während du weg warst, ${count === 1 ? "ist 1 Sache" : `sind ${n(count)} Dinge`} in deinen Imperien passiert:`,
    digestSubject: (count) =>
      `Nova Imperia: ${count === 1 ? "1 Neuigkeit" : `${n(count)} Neuigkeiten`}, während du weg warst`,
    confirmSubject: "Nova Imperia: Bestätige deine E-Mail-Adresse",
    confirmLines: [
      "Bitte bestätige, dass du Nachrichten von Nova Imperia an diese Adresse erhalten möchtest.",
      "Wenn du das nicht angefordert hast, ignoriere diese Mail: Wir schicken dir nichts.",
    ],
    confirmLine: (url) => `Bestätigen: ${url}`,
    confirmLink: "Diese Adresse bestätigen",
  },
};
