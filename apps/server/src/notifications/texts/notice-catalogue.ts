import { isLanguage, type Language } from "@nova/contract";
import { ENGLISH } from "./notice-english.ts";
import { GERMAN } from "./notice-german.ts";
import type { NoticeCatalogue, NoticeText, NoticeWords } from "./notice-texts.ts";

const CATALOGUES: Readonly<Record<Language, NoticeCatalogue>> = { en: ENGLISH, de: GERMAN };

/** The catalogue of an account's language; English when it chose none (the server cannot see its browser). */
export const noticeCatalogue = (language: string | null | undefined): NoticeCatalogue =>
  CATALOGUES[isLanguage(language) ? language : "en"];

/** A notice's title and body in `language`. */
export const renderNotice = (text: NoticeText, language: string | null | undefined): NoticeWords =>
  (noticeCatalogue(language).notices[text.code] as (p: NoticeText["params"]) => NoticeWords)(text.params);

/**
 * A stored notice's words in `language`: from its text, or, for a notice written before notices had texts
 * (migration 0023), the English it was stored with.
 */
export const noticeWords = (
  notice: { readonly text: NoticeText | null; readonly title: string; readonly body: string },
  language: string | null | undefined,
): NoticeWords => (notice.text ? renderNotice(notice.text, language) : { title: notice.title, body: notice.body });
